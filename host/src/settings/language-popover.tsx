import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { changeLanguage, directionOf, LANGUAGES, type LanguageCode } from '@mediawatch/shared';

import { useSettingsStore } from './use-settings-store';

/**
 * Spec section 4: a stored Arabic language means rtl; changing the language
 * sets rtl for Arabic and ltr for any other.
 */
export function useLanguageDirection() {
  const { i18n } = useTranslation();
  const setField = useSettingsStore((state) => state.setField);

  useEffect(() => {
    // Screen readers and the browser (fonts, hyphenation) read the page's language from <html lang>.
    document.documentElement.lang = i18n.language;
    if (directionOf(i18n.language) === 'rtl' && useSettingsStore.getState().themeDirection !== 'rtl') setField('themeDirection', 'rtl');
    const onChange = (language: string) => {
      document.documentElement.lang = language;
      setField('themeDirection', directionOf(language));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, setField]);
}

/** The language menu of the top bar: English, French, Arabic. */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    void changeLanguage(code);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('topBar.language')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, fontWeight: 700, textTransform: 'uppercase' }}
      >
        {current.code}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('topBar.language') } }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            role="menuitemradio"
            aria-checked={language.code === current.code}
            selected={language.code === current.code}
            lang={language.code}
            onClick={() => choose(language.code)}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
