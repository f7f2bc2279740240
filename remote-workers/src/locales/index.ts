import { addEnglishTexts, registerTexts, useTranslation } from '@mediawatch/shared';

import type { WorkersMessages } from './en';

// ----------------------------------------------------------------------
// remote-workers' texts, the `workers` namespace. English is added by each section's
// texts module (`sections/<section>/texts.ts`) when the code that reads it
// loads, so a page carries only its own sections' English; French and Arabic
// are fetched whole when that language is in use
// (docs/decisions/0057-texts-registered-by-sections.md). Page titles that are
// navigation titles come from the `nav` namespace (`t('nav:worker')`).

export const NAMESPACE = 'workers';

registerTexts(NAMESPACE, {
  en: {},
  fr: () => import('./fr').then((module) => module.workersFr),
  ar: () => import('./ar').then((module) => module.workersAr),
});

/**
 * Adds a section's English to the namespace, once, when the section's texts
 * module loads, and gives back the section's `t` hook:
 * `export const useNotesTexts = sectionTexts({ notes: notesEn })`.
 */
export function sectionTexts(english: Partial<WorkersMessages>): typeof useTranslate {
  addEnglishTexts(NAMESPACE, english);
  return useTranslate;
}

function useTranslate() {
  return useTranslation(NAMESPACE);
}
