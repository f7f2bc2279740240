import { registerTexts, sectionTextsOf } from '@mediawatch/shared';

import type { ResourcesMessages } from './en';

// ----------------------------------------------------------------------
// remote-resources' texts, the `resources` namespace. English is added by each section's
// texts module (`sections/<section>/texts.ts`) when the code that reads it
// loads, so a page carries only its own sections' English; French and Arabic
// are fetched whole when that language is in use
// (docs/decisions/0057-texts-registered-by-sections.md). Page titles that are
// navigation titles come from the `nav` namespace (`t('nav:sources')`).

export const NAMESPACE = 'resources';

registerTexts(NAMESPACE, {
  en: {},
  fr: () => import('./fr').then((module) => module.resourcesFr),
  ar: () => import('./ar').then((module) => module.resourcesAr),
});

/** Makes a section's texts module: `export const useNotesTexts = sectionTexts({ notes: notesEn })`. */
export const sectionTexts = sectionTextsOf<ResourcesMessages>(NAMESPACE);
