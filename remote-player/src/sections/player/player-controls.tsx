import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useTranslate } from '../../locales';
import { ForwardIcon, NextIcon, PauseIcon, PlayIcon, PlaylistIcon, PreviousIcon, RewindIcon } from './player-icons';
import { PLAYER_CONFIG, canGoNext, canGoPrevious } from './player-rules';
import { PlaylistMenu } from './playlist-menu';
import { ProgressBar } from './progress-bar';
import { SeekButton } from './seek-button';
import { selectCurrent, usePlayerStore } from './use-player-store';
import { VolumeControl } from './volume-control';
import { Hint } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

export interface PlayerControlsProps {
  onSeekTo: (time: number) => void;
  onSeekBy: (seconds: number) => void;
}

/**
 * The visible bar: track, transport, progress, volume, playlist. Compact
 * below md (play, previous, next, playlist), seek by the small step and the
 * progress slider from md, everything (large step, volume) from lg.
 */
export function PlayerControls({ onSeekTo, onSeekBy }: PlayerControlsProps) {
  const { t } = useTranslate();
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
  const cannotSeek = !podcast || duration <= 0;
  const { small, large } = PLAYER_CONFIG.seekStep;

  return (
    <Stack direction="row" spacing={{ xs: 1, md: 2 }} sx={{ alignItems: 'center', height: 1, px: { xs: 1.5, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: { xs: '1 1 auto', md: '0 1 260px' } }}>
        <Avatar
          variant="rounded"
          src={podcast?.coverArtUrl ?? undefined}
          alt=""
          sx={{ width: 48, height: 48, display: { xs: 'none', sm: 'flex' } }}
        >
          <PlaylistIcon />
        </Avatar>
        {/* A new track crossfades in (docs/spec.md §9: 300 ms). */}
        <Fade in key={currentId ?? 'none'} timeout={PLAYER_CONFIG.crossfadeMs}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" noWrap data-testid="player-title">
              {podcast?.title ?? (podcasts.length === 0 && !error ? t('noPodcasts') : t('name'))}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {podcast?.author ?? t('addPodcasts')}
            </Typography>
          </Box>
        </Fade>
      </Stack>

      <Stack sx={{ flex: '1 1 auto', minWidth: 0, alignItems: 'center' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Hint title={t('previous')}>
            <span>
              <IconButton aria-label={t('previous')} onClick={previous} disabled={!canGoPrevious(index, podcasts.length)}>
                <PreviousIcon />
              </IconButton>
            </span>
          </Hint>
          <Box sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
            <SeekButton label={t('back', { count: large })} seconds={large} onClick={() => onSeekBy(-large)} disabled={cannotSeek}>
              <RewindIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            <SeekButton label={t('back', { count: small })} seconds={small} onClick={() => onSeekBy(-small)} disabled={cannotSeek}>
              <RewindIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            <IconButton
              aria-label={isPlaying ? t('pause') : t('play')}
              onClick={togglePlay}
              disabled={!podcast}
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
            >
              {isPlaying ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
            {isLoading && (
              <CircularProgress
                aria-label={t('loading')}
                size={44}
                thickness={2}
                sx={{ position: 'absolute', top: -2, insetInlineStart: -2, pointerEvents: 'none' }}
              />
            )}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            <SeekButton label={t('forward', { count: small })} seconds={small} onClick={() => onSeekBy(small)} disabled={cannotSeek}>
              <ForwardIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Box sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
            <SeekButton label={t('forward', { count: large })} seconds={large} onClick={() => onSeekBy(large)} disabled={cannotSeek}>
              <ForwardIcon fontSize="small" />
            </SeekButton>
          </Box>
          <Hint title={t('next')}>
            <span>
              <IconButton aria-label={t('next')} onClick={next} disabled={!canGoNext(index, podcasts.length)}>
                <NextIcon />
              </IconButton>
            </span>
          </Hint>
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
