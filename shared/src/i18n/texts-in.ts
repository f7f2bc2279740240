import type { LanguageCode } from './languages';

// ----------------------------------------------------------------------
// A namespace's texts in another language are typed from the English ones
// (the reference shape), with room for the language's own plural forms:
// English says `x_one` and `x_other`, French adds `x_many` ("1 000 000 de
// résultats"), Arabic has six forms. i18next picks the form by
// Intl.PluralRules; a form a language lacks falls back to English.

/** The plural categories of each language (CLDR, as Intl.PluralRules reports them). */
export const PLURAL_CATEGORIES = {
  en: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
} as const satisfies Record<LanguageCode, readonly Intl.LDMLPluralRule[]>;

type PluralCategory<L extends LanguageCode> = (typeof PLURAL_CATEGORIES)[L][number];

/**
 * The texts of a namespace in language `L`: every key of the English texts
 * `T`, and each plural text (`x_one` + `x_other` in English) in every plural
 * category of `L`. A missing key or plural form is a type error.
 */
export type TextsIn<T, L extends LanguageCode> = {
  [
    K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory<L>}` : K extends `${string}_one` ? never : K
  ]: T[K] extends string ? string : TextsIn<T[K], L>;
};
