import { registerTexts, useTranslation } from '@mediawatch/shared';

import { authEn } from './en';

// ----------------------------------------------------------------------
// remote-auth's texts, the `auth` namespace (docs/decisions/0009-texts-and-languages.md): English
// with the code, French and Arabic fetched when that language is in use.

export const NAMESPACE = 'auth';

registerTexts(NAMESPACE, {
  en: authEn,
  fr: () => import('./fr').then((module) => module.authFr),
  ar: () => import('./ar').then((module) => module.authAr),
});

/** `t` for this remote's texts. */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
