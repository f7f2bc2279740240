import type { Alert } from '@mediawatch/shared/schemas';
import { alertMessages, messageCodes } from '@mediawatch/shared/messages';
import { MESSAGE_TEXTS, messageIn } from '@mediawatch/shared/messages/all';

import { digestMessage } from '../../../../src/plugins/app/alerts/digests';

// A digest is written in its reader's language, from the alerts' coded
// messages (docs/decisions/0040-server-texts-as-codes.md).

function alert(id: string, overrides: Partial<Alert>): Alert {
  const base = {
    id,
    kind: 'source-silent' as const,
    title: 'Harbour Gazette has gone silent',
    reason: 'Nothing published for 20.55 h; it usually publishes every 2 h (alert after 6 h)',
    details: { silentHours: 20.55, usualGapHours: 2 },
    topic: null,
    source: { id: 's1', name: 'Harbour Gazette' },
    articleIds: [],
    articleCount: 0,
    firedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    read: false,
    ...overrides,
  };
  const messages = alertMessages(base);
  return { ...base, titleMessage: messages?.title ?? null, reasonMessage: messages?.reason ?? null };
}

const ALERTS = [
  alert('a1', {}),
  alert('a2', { kind: 'topic-match', topic: { id: 't1', name: 'Port strike' }, source: null, details: {}, articleCount: 3 }),
];
const USER = { email: 'reader@example.org', displayName: 'Nadia', digest: 'daily' as const };

const ENGLISH_SENTENCES = messageCodes()
  .map((code) =>
    messageIn('en', { code, params: {} })
      .split(/\{\{|\s\(/)[0]!
      .trim(),
  )
  .filter((text) => text.length > 12);

describe('digestMessage', () => {
  it('writes English by default', () => {
    const message = digestMessage(USER, ALERTS, 'https://mediawatch.example');
    expect(message.subject).toBe('Mediawatch: 2 new alerts');
    expect(message.text).toContain('Hello Nadia,');
    expect(message.text).toContain('Your daily digest of Mediawatch alerts:');
    expect(message.text).toContain('Nothing published for 20.55 h; it usually publishes every 2 h');
    expect(message.text).toContain('3 new matching articles');
  });

  it('writes French for a reader of French', () => {
    const message = digestMessage({ ...USER, language: 'fr' }, ALERTS, 'https://mediawatch.example');
    expect(message.subject).toBe('Mediawatch : 2 nouvelles alertes');
    expect(message.text).toContain('Bonjour Nadia,');
    expect(message.text).toContain('Votre résumé quotidien des alertes Mediawatch :');
    expect(message.text).toContain('Harbour Gazette est devenu silencieux (2026-11-20 10:00 UTC)');
    expect(message.text).toContain('Rien de publié depuis 20,55 h ; publie d’habitude toutes les 2 h');
    expect(message.text).toContain('Nouvelles correspondances pour Port strike');
    expect(message.text).toContain('3 nouveaux articles correspondants');
    expect(message.text).toContain('Modifiez ou désactivez ce résumé sur la page Alertes.');
    expect(message.text).toContain('https://mediawatch.example/dashboard/alerts?alert=a1');
    for (const sentence of ENGLISH_SENTENCES) expect(message.text).not.toContain(sentence);
  });

  it('writes Arabic for a reader of Arabic, with its plural forms', () => {
    const message = digestMessage({ ...USER, language: 'ar' }, ALERTS, 'https://mediawatch.example');
    expect(message.subject).toBe('Mediawatch: تنبيهان جديدان');
    expect(message.text).toContain('مرحبًا Nadia،');
    expect(message.text).toContain('ملخصك اليومي لتنبيهات Mediawatch:');
    expect(message.text).toContain('توقف Harbour Gazette عن النشر');
    expect(message.text).toContain('لم يُنشر شيء منذ 20.55 ساعة؛ ينشر عادةً كل 2 ساعة');
    expect(message.text).toContain('3 مقالات مطابقة جديدة');
    expect(message.text).toContain(MESSAGE_TEXTS.ar.digest.footer);
    for (const sentence of ENGLISH_SENTENCES) expect(message.text).not.toContain(sentence);
  });

  it('keeps the stored words of an alert the catalogue cannot word', () => {
    const old = { ...alert('a3', {}), titleMessage: null, reasonMessage: null, title: 'Stored title', reason: 'Stored reason' };
    const message = digestMessage({ ...USER, language: 'fr' }, [old], 'https://mediawatch.example');
    expect(message.subject).toBe('Mediawatch : 1 nouvelle alerte');
    expect(message.text).toContain('Stored title');
  });
});
