import { useTranslation } from 'react-i18next';
import { registerTexts } from '@mediawatch/shared';

import { exploreEn } from './en';

// ----------------------------------------------------------------------
// remote-explore's texts, the `explore` namespace: English with the code,
// French and Arabic fetched when that language is in use. Page titles that
// are navigation titles come from the `nav` namespace (`t('nav:search')`).

export const NAMESPACE = 'explore';

registerTexts(NAMESPACE, {
  en: exploreEn,
  fr: () => import('./fr').then((module) => module.exploreFr),
  ar: () => import('./ar').then((module) => module.exploreAr),
});

/** `t` for this remote's texts. */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
