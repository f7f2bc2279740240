import { addEnglishTexts, registerTexts, useTranslation } from '@mediawatch/shared';

import type { ExploreMessages } from './en';

// ----------------------------------------------------------------------
// remote-explore' texts, the `explore` namespace. English is added by each section's
// texts module (`sections/<section>/texts.ts`) when the code that reads it
// loads, so a page carries only its own sections' English; French and Arabic
// are fetched whole when that language is in use
// (docs/decisions/0057-texts-registered-by-sections.md). Page titles that are
// navigation titles come from the `nav` namespace (`t('nav:search')`).

export const NAMESPACE = 'explore';

registerTexts(NAMESPACE, {
  en: {},
  fr: () => import('./fr').then((module) => module.exploreFr),
  ar: () => import('./ar').then((module) => module.exploreAr),
});

/**
 * Adds a section's English to the namespace, once, when the section's texts
 * module loads, and gives back the section's `t` hook:
 * `export const useNotesTexts = sectionTexts({ notes: notesEn })`.
 */
export function sectionTexts(english: Partial<ExploreMessages>): typeof useTranslate {
  addEnglishTexts(NAMESPACE, english);
  return useTranslate;
}

function useTranslate() {
  return useTranslation(NAMESPACE);
}
