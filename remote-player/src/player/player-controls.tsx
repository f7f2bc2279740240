import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import {
  ForwardIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PlaylistIcon,
  PreviousIcon,
  RewindIcon,
  VolumeIcon,
} from './player-icons';
import { PLAYER_CONFIG, canGoNext, canGoPrevious, formatTime } from './player-rules';
import { selectCurrent, usePlayerStore } from './use-player-store';

// ----------------------------------------------------------------------

export interface PlayerControlsProps {
  onSeekTo: (time: number) => void;
  onSeekBy: (seconds: number) => void;
}

/** A seek button: the arrow icon with its step written under it. */
function SeekButton({ label, seconds, children, onClick, disabled }: {
  label: string;
  seconds: number;
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small" sx={{ flexDirection: 'column', lineHeight: 1 }}>
          {children}
          <Box component="span" aria-hidden sx={{ fontSize: 9, fontWeight: 700, mt: '-2px' }}>
            {Math.abs(seconds)}
          </Box>
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The progress slider over the buffered ranges; dragging suspends time updates until release. */
function ProgressBar({ onSeekTo }: Pick<PlayerControlsProps, 'onSeekTo'>) {
  const currentTime = usePlayerStore((state) => state.currentTime);
  const duration = usePlayerStore((state) => state.duration);
  const buffered = usePlayerStore((state) => state.buffered);
  const isSeeking = usePlayerStore((state) => state.isSeeking);
  const seekValue = usePlayerStore((state) => state.seekValue);
  const startSeek = usePlayerStore((state) => state.startSeek);
  const commitSeek = usePlayerStore((state) => state.commitSeek);
  const shown = isSeeking ? seekValue : currentTime;

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: 1 }}>
      <Typography variant="caption" data-testid="player-current-time" sx={{ minWidth: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatTime(shown)}
      </Typography>
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', alignItems: 'center' }}>
        <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, height: PLAYER_CONFIG.progressBarHeight, borderRadius: 1, overflow: 'hidden' }}>
          {duration > 0 &&
            buffered.map((range) => (
              <Box
                key={`${range.start}-${range.end}`}
                data-testid="player-buffered"
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: `${(range.start / duration) * 100}%`,
                  width: `${((range.end - range.start) / duration) * 100}%`,
                  bgcolor: 'action.selected',
                }}
              />
            ))}
        </Box>
        <Slider
          aria-label="Seek"
          size="small"
          min={0}
          max={duration || 0}
          step={1}
          value={Math.min(shown, duration || 0)}
          disabled={duration <= 0}
          getAriaValueText={(value) => `${formatTime(value)} of ${formatTime(duration)}`}
          onChange={(_event, value) => startSeek(value as number)}
          onChangeCommitted={(_event, value) => onSeekTo(commitSeek(value as number))}
          sx={{
            height: PLAYER_CONFIG.progressBarHeight,
            py: 1,
            '& .MuiSlider-rail': { opacity: 0.2 },
            '& .MuiSlider-thumb': { width: 12, height: 12 },
          }}
        />
      </Box>
      <Typography variant="caption" data-testid="player-duration" sx={{ minWidth: 36, fontVariantNumeric: 'tabular-nums' }}>
        {formatTime(duration)}
      </Typography>
    </Stack>
  );
}

/** The playlist: choosing a track selects it, pauses and closes the menu. */
function PlaylistMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const select = usePlayerStore((state) => state.select);

  return (
    <>
      <Tooltip title="Playlist">
        <IconButton
          aria-label="Playlist"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={podcasts.length === 0}
        >
          <PlaylistIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { maxHeight: PLAYER_CONFIG.playlist.maxHeight, width: PLAYER_CONFIG.playlist.width, maxWidth: 'calc(100vw - 32px)' } },
          list: { 'aria-label': 'Playlist' },
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
              secondary={`${podcast.author}${podcast.durationSeconds ? ` · ${formatTime(podcast.durationSeconds)}` : ''}`}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function VolumeControl() {
  const volume = usePlayerStore((state) => state.volume);
  const setVolume = usePlayerStore((state) => state.setVolume);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: { xs: 'none', lg: 'flex' } }}>
      <VolumeIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Slider
        aria-label="Volume"
        size="small"
        min={0}
        max={1}
        step={PLAYER_CONFIG.volumeStep}
        value={volume}
        getAriaValueText={(value) => `${Math.round(value * 100)}%`}
        onChange={(_event, value) => setVolume(value as number)}
        sx={{ width: PLAYER_CONFIG.volumeSliderWidth }}
      />
    </Stack>
  );
}

// ----------------------------------------------------------------------

/**
 * The visible bar: track, transport, progress, volume, playlist. Compact
 * below md (play, previous, next, playlist), seek by the small step and the
 * progress slider from md, everything (large step, volume) from lg.
 */
export function PlayerControls({ onSeekTo, onSeekBy }: PlayerControlsProps) {
  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const isPlaying = usePlayerStore((state) => state.isPlaying);
  const isLoading = usePlayerStore((state) => state.isLoading);
  const duration = usePlayerStore((state) => state.duration);
  const error = usePlayerStore((state) => state.error);
  const togglePlay = usePlayerStore((state) => state.togglePlay);
  const next = usePlayerStore((state) => state.next);
  const previous = usePlayerStore((state) => state.previous);
  const { podcast, index } = selectCurrent({ podcasts, currentId });
  const noTrack = !podcast;
  const { small, large } = PLAYER_CONFIG.seekStep;

  return (
    <Stack direction="row" spacing={{ xs: 1, md: 2 }} sx={{ alignItems: 'center', height: 1, px: { xs: 1.5, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: { xs: '1 1 auto', md: '0 1 260px' } }}>
        <Avatar variant="rounded" src={podcast?.coverArtUrl ?? undefined} alt="" sx={{ width: 48, height: 48, display: { xs: 'none', sm: 'flex' } }}>
          <PlaylistIcon />
        </Avatar>
        {/* A new track crossfades in (spec section 9: 300 ms). */}
        <Fade in key={currentId ?? 'none'} timeout={PLAYER_CONFIG.crossfadeMs}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="player-title">
              {podcast?.title ?? (podcasts.length === 0 && !error ? 'No podcasts yet' : 'Podcast player')}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {podcast?.author ?? 'Add podcasts under Resources › Podcasts'}
            </Typography>
          </Box>
        </Fade>
      </Stack>

      <Stack sx={{ flex: '1 1 auto', minWidth: 0, alignItems: 'center' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title="Previous">
            <span>
              <IconButton aria-label="Previous" onClick={previous} disabled={!canGoPrevious(index, podcasts.length)}>
                <PreviousIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
            <SeekButton label={`Back ${large} seconds`} seconds={large} onClick={() => onSeekBy(-large)} disabled={noTrack || duration <= 0}>
              <RewindIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            <SeekButton label={`Back ${small} seconds`} seconds={small} onClick={() => onSeekBy(-small)} disabled={noTrack || duration <= 0}>
              <RewindIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <IconButton
              aria-label={isPlaying ? 'Pause' : 'Play'}
              onClick={togglePlay}
              disabled={noTrack}
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
            >
              {isPlaying ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
            {isLoading && (
              <CircularProgress
                aria-label="Loading audio"
                size={44}
                thickness={2}
                sx={{ position: 'absolute', top: -2, left: -2, pointerEvents: 'none' }}
              />
            )}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            <SeekButton label={`Forward ${small} seconds`} seconds={small} onClick={() => onSeekBy(small)} disabled={noTrack || duration <= 0}>
              <ForwardIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
            <SeekButton label={`Forward ${large} seconds`} seconds={large} onClick={() => onSeekBy(large)} disabled={noTrack || duration <= 0}>
              <ForwardIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Tooltip title="Next">
            <span>
              <IconButton aria-label="Next" onClick={next} disabled={!canGoNext(index, podcasts.length)}>
                <NextIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Box sx={{ width: 1, maxWidth: 640, display: { xs: 'none', md: 'block' } }}>
          {error ? (
            <Typography role="alert" variant="caption" component="p" sx={{ color: 'error.main', textAlign: 'center' }} noWrap>
              {error}
            </Typography>
          ) : (
            <ProgressBar onSeekTo={onSeekTo} />
          )}
        </Box>
        {error && (
          <Typography role="alert" variant="caption" component="p" sx={{ color: 'error.main', display: { md: 'none' } }} noWrap>
            {error}
          </Typography>
        )}
      </Stack>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: { md: '0 1 260px' }, justifyContent: 'flex-end' }}>
        <VolumeControl />
        <PlaylistMenu />
      </Stack>
    </Stack>
  );
}
