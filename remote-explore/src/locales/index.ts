import { addEnglishTexts, registerTexts, useTranslation } from '@mediawatch/shared';

import type { ExploreMessages } from './en';

// ----------------------------------------------------------------------
// remote-explore's texts, the `explore` namespace: English with the code of
// each page (its sections' texts, `withEnglish` in src/pages), French and
// Arabic fetched whole when that language is in use. Page titles that are
// navigation titles come from the `nav` namespace (`t('nav:search')`).

export const NAMESPACE = 'explore';

registerTexts(NAMESPACE, {
  en: {},
  fr: () => import('./fr').then((module) => module.exploreFr),
  ar: () => import('./ar').then((module) => module.exploreAr),
});

/**
 * The English texts of the sections a page's tree reads, added when the
 * page's module loads (src/pages/page-texts.test.ts checks each page names
 * every section its code reads).
 */
export function withEnglish(texts: Partial<ExploreMessages>): void {
  addEnglishTexts(NAMESPACE, texts);
}

/** `t` for this remote's texts. */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
