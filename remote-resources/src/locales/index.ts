import { registerTexts, useTranslation } from '@mediawatch/shared';

import { resourcesEn } from './en';

// ----------------------------------------------------------------------
// remote-resources' texts, the `resources` namespace: English with the code,
// French and Arabic fetched when that language is in use.

export const NAMESPACE = 'resources';

registerTexts(NAMESPACE, {
  en: resourcesEn,
  fr: () => import('./fr').then((module) => module.resourcesFr),
  ar: () => import('./ar').then((module) => module.resourcesAr),
});

/** `t` for this remote's texts (`t('nav:sources')` reads a navigation title). */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
