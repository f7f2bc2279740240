import { z } from 'zod';

import { MESSAGE_LANGUAGES } from './message';

/** `PUT /api/user/language`: the language the signed-in user reads, which digests are written in (docs/decisions/0040-server-texts-as-codes.md). */
export const userLanguageSchema = z.object({
  language: z.enum(MESSAGE_LANGUAGES, {
    error: 'language must be one of: en, fr, ar',
  }),
});

export type UserLanguage = z.infer<typeof userLanguageSchema>;
