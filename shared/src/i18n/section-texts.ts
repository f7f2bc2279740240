import { addEnglishTexts } from './i18n';
import { useTranslation, type UseTranslationResult } from './react';

/**
 * A remote's maker of its sections' texts modules
 * (docs/decisions/0057-texts-registered-by-sections.md). `sectionTexts({ thinkboard: thinkboardEn })`,
 * called once in `sections/thinkboard/texts.ts`, adds that English to the
 * namespace when the module loads, so a page carries the English of the
 * sections its code imports and no other; it gives back the `t` hook the
 * section's components call. French and Arabic stay whole, fetched with
 * `registerTexts` when that language is in use.
 */
export function sectionTextsOf<Messages extends object>(namespace: string) {
  return function sectionTexts(english: Partial<Messages>): () => UseTranslationResult {
    addEnglishTexts(namespace, english);
    function useSectionTexts() {
      return useTranslation(namespace);
    }
    return useSectionTexts;
  };
}
