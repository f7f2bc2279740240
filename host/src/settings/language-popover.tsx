import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { changeLanguage, LANGUAGES, type LanguageCode, useTranslation } from '@mediawatch/shared';
import { LazyMenu } from '@mediawatch/shared/ui';

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
        aria-label={`${t('topBar.language')}, ${current.code.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...LazyMenu.preloadOn}
        sx={{ minWidth: 0, px: 1, fontWeight: 700, textTransform: 'uppercase' }}
      >
        {current.code}
      </Button>
      <LazyMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('topBar.language') } }}
      >
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
      </LazyMenu>
    </>
  );
}
