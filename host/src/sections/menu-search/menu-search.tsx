import { useEffect, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { useTranslation, lazyRetrying } from '@mediawatch/shared';

import { Hint, LazyPanel } from '@mediawatch/shared/ui';

const MenuSearchDialog = lazyRetrying(() => import('./menu-search-dialog'));

/** The command-style search over menu entries (docs/spec.md §2): the search icon or Cmd+K / Ctrl+K. */
export function MenuSearch() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Hint title={t('topBar.searchShortcut')}>
        <IconButton
          aria-label={t('topBar.searchMenu')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Hint>
      <LazyPanel open={open}>
        <MenuSearchDialog open={open} onClose={() => setOpen(false)} />
      </LazyPanel>
    </>
  );
}
