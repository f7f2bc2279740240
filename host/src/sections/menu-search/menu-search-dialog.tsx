import { Fragment, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@mediawatch/shared/router';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useAuthStore, Trans, useTranslation } from '@mediawatch/shared';

import { navData } from '../../layouts/nav-config-dashboard';
import { filterMenu, flattenMenu, groupMenu, highlightParts, isExternal, type MenuEntry } from './menu-search-utils';

// ----------------------------------------------------------------------

/** docs/spec.md §9: the result list is 400 px high. */
export const MENU_SEARCH_LIST_HEIGHT = 400;

const LISTBOX_ID = 'menu-search-results';
const optionId = (index: number) => `menu-search-option-${index}`;

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The dialog of the menu search (docs/spec.md §2); loaded the first time it opens. */
export default function MenuSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();

  const entries = useMemo(() => flattenMenu(navData, role, t), [role, t]);
  const results = useMemo(() => filterMenu(entries, query), [entries, query]);
  const groups = useMemo(() => groupMenu(results), [results]);
  // Display order (grouped) is the keyboard order.
  const ordered = useMemo(() => groups.flatMap(([, items]) => items), [groups]);

  useEffect(() => setActive(0), [query]);

  const close = () => {
    onClose();
    setQuery('');
  };

  const choose = (entry: MenuEntry) => {
    close();
    if (isExternal(entry.path)) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
  };

  const onInputKeyDown = (event: KeyboardEvent) => {
    if (!ordered.length) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % ordered.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + ordered.length) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = ordered[active];
      if (entry) choose(entry);
    }
  };

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  let index = -1;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t('search.dialog'), sx: { mt: 15, verticalAlign: 'top', alignSelf: 'flex-start' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon sx={{ color: 'text.disabled' }} />
        <InputBase
          autoFocus
          fullWidth
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.input'),
            'aria-expanded': ordered.length > 0,
            'aria-controls': LISTBOX_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant': ordered.length ? optionId(active) : undefined,
          }}
          sx={{ typography: 'h6' }}
        />
        <Box
          component="kbd"
          sx={{ typography: 'caption', px: 0.75, borderRadius: 0.75, bgcolor: 'action.selected', color: 'text.secondary' }}
        >
          Esc
        </Box>
      </Box>
      <Box data-testid="menu-search-list" sx={{ height: MENU_SEARCH_LIST_HEIGHT, overflowY: 'auto' }}>
        {!query.trim() ? (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 10 }}>{t('search.empty')}</Typography>
        ) : ordered.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 10, px: 3 }}>
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              {t('search.notFound')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Trans t={t} i18nKey="search.noResults" values={{ query }} components={{ 1: <strong /> }} />
            </Typography>
          </Box>
        ) : (
          <Box id={LISTBOX_ID} role="listbox" aria-label={t('search.entries')}>
            {groups.map(([group, items]) => (
              <Box key={group} role="group" aria-label={group}>
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', typography: 'overline', color: 'text.disabled' }}>
                  {group}
                </ListSubheader>
                {items.map((entry) => {
                  index += 1;
                  const position = index;
                  const selected = position === active;
                  return (
                    <Box
                      key={entry.path + entry.title}
                      id={optionId(position)}
                      role="option"
                      aria-selected={selected}
                      onClick={() => choose(entry)}
                      onMouseMove={() => setActive(position)}
                      sx={{
                        mx: 1,
                        px: 2,
                        py: 1,
                        borderRadius: 1,
                        cursor: 'pointer',
                        border: 1,
                        borderColor: selected ? 'primary.main' : 'transparent',
                        bgcolor: selected ? 'action.hover' : 'transparent',
                      }}
                    >
                      <Typography variant="subtitle2">
                        <Highlighted text={entry.title} query={query} />
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        <Highlighted text={entry.path} query={query} />
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
