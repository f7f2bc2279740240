import { useEffect } from 'react';
import { directionOf, useTranslation } from '@mediawatch/shared';

import { useSettingsStore } from './use-settings-store';

/** docs/spec.md §4: the direction the shell draws in, the chosen one unless the language is written right to left. */
export function directionFor(chosen: 'ltr' | 'rtl', language: string): 'ltr' | 'rtl' {
  return directionOf(language) === 'rtl' ? 'rtl' : chosen;
}

/**
 * docs/spec.md §4: a stored Arabic language means rtl; changing the language
 * sets rtl for Arabic and ltr for any other.
 */
export function useLanguageDirection() {
  const { i18n } = useTranslation();
  const setField = useSettingsStore((state) => state.setField);

  useEffect(() => {
    // Screen readers and the browser (fonts, hyphenation) read the page's language from <html lang>.
    document.documentElement.lang = i18n.language;
    const { themeDirection } = useSettingsStore.getState();
    if (directionFor(themeDirection, i18n.language) !== themeDirection) setField('themeDirection', 'rtl');
    const onChange = (language: string) => {
      document.documentElement.lang = language;
      setField('themeDirection', directionOf(language));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, setField]);
}
