import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Hint, InlineList, LazyMenu } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import { PlaylistIcon } from './player-icons';
import { PLAYER_CONFIG, formatTime } from './player-rules';
import { usePlayerStore } from './use-player-store';

// ----------------------------------------------------------------------

/** The playlist: choosing a track selects it, pauses and closes the menu. */
export function PlaylistMenu() {
  const { t } = useTranslate();
  // The button sits at the end of the bar; the menu opens above it, towards the start.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const select = usePlayerStore((state) => state.select);

  return (
    <>
      <Hint title={t('playlist')}>
        <IconButton
          aria-label={t('playlist')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={podcasts.length === 0}
          {...LazyMenu.preloadOn}
        >
          <PlaylistIcon />
        </IconButton>
      </Hint>
      <LazyMenu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: end }}
        transformOrigin={{ vertical: 'bottom', horizontal: end }}
        slotProps={{
          paper: {
            sx: { maxHeight: PLAYER_CONFIG.playlist.maxHeight, width: PLAYER_CONFIG.playlist.width, maxWidth: 'calc(100vw - 32px)' },
          },
          list: { 'aria-label': t('playlist') },
        }}
      >
        {podcasts.map((podcast) => (
          <MenuItem
            key={podcast._id}
            selected={podcast._id === currentId}
            onClick={() => {
              select(podcast._id);
              setAnchor(null);
            }}
          >
            <ListItemText
              primary={podcast.title}
              secondary={<InlineList items={[podcast.author, podcast.durationSeconds ? formatTime(podcast.durationSeconds) : null]} />}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
