import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

// ----------------------------------------------------------------------
// One i18next instance for the host and every remote: i18next and
// react-i18next are shared singletons, so `useTranslation()` in a remote reads
// the language the host chose. Spec sections 3 and 9: the language is kept in
// localStorage under `i18nextLng`.

/** localStorage key of the language (spec section 9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The languages of the product; Arabic is written right to left (spec section 4). */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The stored language, or English when none (or an unknown one) is stored. */
export function storedLanguage(): LanguageCode {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The writing direction of a language. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((item) => item.code === language)?.dir ?? 'ltr';
}

export const i18nResources = { en, fr, ar } as const;

/**
 * Initializes the shared instance once (the host at start, a remote's own
 * harness when it runs alone); later calls return the same instance.
 */
export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: i18nResources,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'shell',
      ns: ['shell', 'auth'],
      interpolation: { escapeValue: false },
      // Resources are bundled: ready synchronously, no Suspense flash.
      initAsync: false,
    });
  }
  return i18next;
}

/** Switches the language and keeps it for the next visits. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  await i18next.changeLanguage(language);
}
