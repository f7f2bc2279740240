import i18next, { type TFunction } from 'i18next';
import { podcastInputSchema, sourceGroupInputSchema, sourceInputSchema, topicInputSchema } from '@mediawatch/shared/schemas';

import { resourcesAr } from '../locales/ar';
import { resourcesEn } from '../locales/en';
import { resourcesFr } from '../locales/fr';
import { translateSchemaMessage } from './localized-resolver';

// ----------------------------------------------------------------------

let t: Record<'en' | 'fr' | 'ar', TFunction>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { resources: resourcesEn }, fr: { resources: resourcesFr }, ar: { resources: resourcesAr } },
    lng: 'en',
    ns: ['resources'],
    defaultNS: 'resources',
    interpolation: { escapeValue: false },
  });
  t = { en: instance.getFixedT('en', 'resources'), fr: instance.getFixedT('fr', 'resources'), ar: instance.getFixedT('ar', 'resources') };
});

/** The messages the shared schemas give for what the forms can send wrong. */
function schemaMessages(): string[] {
  const long = (length: number) => 'x'.repeat(length);
  const results = [
    sourceInputSchema.safeParse({ name: '', homepage: '', feedUrls: [], language: 'eng', country: 'F', reach: -1, pollIntervalMinutes: 2 }),
    sourceInputSchema.safeParse({
      name: long(121),
      homepage: 'ftp://x',
      feedUrls: ['ftp://x'],
      language: 'en',
      country: 'FR',
      pollIntervalMinutes: 2000,
    }),
    sourceInputSchema.safeParse({
      name: 'x',
      homepage: 'https://x',
      feedUrls: Array.from({ length: 11 }, (_, i) => `https://x/${i}`),
      language: 'en',
      country: 'FR',
      pollIntervalMinutes: 7.5,
      reach: 2e10,
    }),
    sourceGroupInputSchema.safeParse({ name: '', description: long(501) }),
    sourceGroupInputSchema.safeParse({ name: long(81) }),
    topicInputSchema.safeParse({ name: '', query: '', alertPolicy: { kind: 'threshold', threshold: null } }),
    topicInputSchema.safeParse({ name: 'x', query: long(2001), description: long(501), alertPolicy: { kind: 'threshold', threshold: 0 } }),
    topicInputSchema.safeParse({ name: 'x', query: 'x', alertPolicy: { kind: 'threshold', threshold: 2_000_000 } }),
    podcastInputSchema.safeParse({ title: '', author: '', audioUrl: '', coverArtUrl: 'x', durationSeconds: -1 }),
    podcastInputSchema.safeParse({
      title: long(201),
      author: long(121),
      audioUrl: 'ftp://x',
      coverArtUrl: '',
      durationSeconds: 1.5,
      description: long(4001),
    }),
    podcastInputSchema.safeParse({ title: 'x', author: 'x', audioUrl: '/a.mp3', durationSeconds: 999_999 }),
  ];
  return [...new Set(results.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []))];
}

describe('translateSchemaMessage', () => {
  it('leaves every message of the shared schemas as it is in English', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(25);
    expect(messages.map((message) => translateSchemaMessage(message, t.en))).toEqual(messages);
  });

  it('knows every message of the shared schemas, in French and Arabic', () => {
    // A message no English text matches would show in English: the schemas' wording and ours must agree.
    for (const language of ['fr', 'ar'] as const) {
      const untranslated = schemaMessages().filter((message) => translateSchemaMessage(message, t[language]) === message);
      expect(untranslated).toEqual([]);
    }
  });

  it('writes the field and the figure in the language', () => {
    expect(translateSchemaMessage('Name is required', t.fr)).toBe('Le nom est obligatoire');
    expect(translateSchemaMessage('Homepage must be an http(s) URL', t.fr)).toBe('La page d’accueil doit être une URL http(s)');
    expect(translateSchemaMessage('Title must be at most 200 characters', t.fr)).toBe('Le titre ne doit pas dépasser 200 caractères');
    expect(translateSchemaMessage('Audio URL is required', t.ar)).toBe('يجب إدخال رابط الصوت');
    // Arabic counts: 3 to 10 take the plural, 11 to 99 the singular.
    expect(translateSchemaMessage('Polling interval must be at least 5 minutes', t.ar)).toBe('يجب ألا يقل فاصل الجلب عن 5 دقائق');
    expect(translateSchemaMessage('Name must be at most 80 characters', t.ar)).toBe('لا يمكن أن يزيد طول الاسم على 80 حرفًا');
  });

  it('shows a message it does not know as it is', () => {
    expect(translateSchemaMessage('Invalid input: expected int, received number', t.fr)).toBe(
      'Invalid input: expected int, received number',
    );
    expect(translateSchemaMessage('Nickname is required', t.fr)).toBe('Nickname is required');
  });
});
