import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';

import { messagesAr } from '../../messages/ar';
import { messagesEn } from '../../messages/en';
import { messagesFr } from '../../messages/fr';
import { lookupText, messageCodes, type CodedMessage } from '../../messages/render';
import { useMessage, type MessageInput } from './use-message';

// The pages' side of docs/decisions/0040-server-texts-as-codes.md: every code
// of the catalogue, as every remote words it (they all call useMessage), in
// each language: the language's own words, never English's or the code.

const TEXTS = { en: messagesEn, fr: messagesFr, ar: messagesAr } as const;

/** Parameters for every placeholder (numbers, so the formatting shows). */
function sample(code: string): CodedMessage {
  const english = lookupText(messagesEn, code) ?? lookupText(messagesEn, `${code}_other`)!;
  const params: Record<string, string | number> = {};
  for (const [, name] of english.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) params[name!] = name === 'count' ? 5 : 1234.5;
  return { code, params, text: 'ENGLISH FALLBACK' };
}

function Say({ messages }: { messages: MessageInput[] }) {
  const say = useMessage();
  return (
    <ul>
      {messages.map((message, index) => (
        <li key={index}>{say(message)}</li>
      ))}
    </ul>
  );
}

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('useMessage', () => {
  const codes = messageCodes();

  async function sayAll(language: 'en' | 'fr' | 'ar'): Promise<string[]> {
    await changeLanguage(language);
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <Say messages={codes.map(sample)} />
        </Suspense>,
      );
    });
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent ?? '');
    cleanup();
    return items;
  }

  it('words every code in English, French and Arabic, each from its own texts', async () => {
    const english = await sayAll('en');
    expect(english).toHaveLength(codes.length);
    for (const language of ['fr', 'ar'] as const) {
      const said = await sayAll(language);
      codes.forEach((code, index) => {
        expect({ code, said: said[index] }).not.toEqual({ code, said: 'ENGLISH FALLBACK' });
        expect(said[index]).not.toBe(code);
        const own = lookupText(TEXTS[language], code) ?? lookupText(TEXTS[language], `${code}_other`);
        const reference = lookupText(messagesEn, code) ?? lookupText(messagesEn, `${code}_other`);
        expect({ code, own: typeof own }).toEqual({ code, own: 'string' });
        // Where the language words it differently, the page shows its words, not English's.
        if (own !== reference) expect({ code, said: said[index] }).not.toEqual({ code, said: english[index] });
      });
    }
  });

  it('formats numbers and picks plurals for the language', async () => {
    const silent = { code: 'alertReason.sourceSilent', params: { hours: 20.55, gap: 1234.5 } };
    const subject = (count: number) => ({ code: 'digest.subject', params: { count } });
    await changeLanguage('fr');
    const { unmount } = render(
      <Suspense fallback="loading">
        <Say messages={[silent, subject(1), subject(2), 'Stored English', null]} />
      </Suspense>,
    );
    let items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Rien de publié depuis 20,55 h ; publie d’habitude toutes les 1\u202f234,5 h',
      'Mediawatch : 1 nouvelle alerte',
      'Mediawatch : 2 nouvelles alertes',
      'Stored English',
      '',
    ]);
    unmount();
    await changeLanguage('ar');
    render(
      <Suspense fallback="loading">
        <Say messages={[silent, subject(2), subject(3), subject(11)]} />
      </Suspense>,
    );
    items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'لم يُنشر شيء منذ 20.55 ساعة؛ ينشر عادةً كل 1,234.5 ساعة',
      'Mediawatch: تنبيهان جديدان',
      'Mediawatch: 3 تنبيهات جديدة',
      'Mediawatch: 11 تنبيهًا جديدًا',
    ]);
  });
});
