import { z } from 'zod';

import { LANGUAGES } from '../../i18n/languages';

/** `PUT /api/user/language`: the language the signed-in user reads, which digests are written in (docs/decisions/0040-server-texts-as-codes.md). */
export const userLanguageSchema = z.object({
  language: z.enum(LANGUAGES.map((language) => language.code) as ['en', 'fr', 'ar'], {
    error: 'language must be one of: en, fr, ar',
  }),
});

export type UserLanguage = z.infer<typeof userLanguageSchema>;
