// ----------------------------------------------------------------------
// The languages of the product (docs/spec.md §3, §4, §9). Kept apart from the
// i18next instance so the contract and plain modules can name a language
// without loading i18next.

/** localStorage key of the language (docs/spec.md §9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The languages of the product; Arabic is written right to left. `locale` is
 * what dates and numbers are formatted with: Arabic with Latin digits, the
 * way analysts read figures beside article data (docs/decisions/0009-texts-and-languages.md).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', locale: 'en-GB' },
  { code: 'fr', label: 'Français', dir: 'ltr', locale: 'fr-FR' },
  { code: 'ar', label: 'العربية', dir: 'rtl', locale: 'ar-u-nu-latn' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The stored language, or English when none (or an unknown one) is stored. */
export function storedLanguage(): LanguageCode {
  try {
    // Typed without the DOM: the API reads this module too (the message catalogue's languages).
    const { localStorage } = globalThis as { localStorage?: { getItem(key: string): string | null } };
    const value = localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The writing direction of a language. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((item) => item.code === language)?.dir ?? 'ltr';
}

/** The Intl locale dates and numbers are formatted with in a language. */
export function localeOf(language: string): string {
  return LANGUAGES.find((item) => item.code === language)?.locale ?? 'en-GB';
}
