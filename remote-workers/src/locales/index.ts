import { registerTexts, useTranslation } from '@mediawatch/shared';

import { workersEn } from './en';

// ----------------------------------------------------------------------
// remote-workers' texts, the `workers` namespace: English with the code,
// French and Arabic fetched when that language is in use. Page titles that
// are navigation titles come from the `nav` namespace (`t('nav:worker')`).

export const NAMESPACE = 'workers';

registerTexts(NAMESPACE, {
  en: workersEn,
  fr: () => import('./fr').then((module) => module.workersFr),
  ar: () => import('./ar').then((module) => module.workersAr),
});

/** `t` for this remote's texts. */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
