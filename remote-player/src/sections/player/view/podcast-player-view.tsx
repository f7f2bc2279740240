import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePlayerDockStore } from '@mediawatch/shared';
import { Hint, VisuallyHidden } from '@mediawatch/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useTranslate } from '../../../locales';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { usePlaylistSync } from '../hooks/use-playlist-sync';
import { useTrackAnnouncement } from '../hooks/use-track-announcement';
import { PlayerControls } from '../player-controls';
import { HideIcon, ShowIcon } from '../player-icons';
import { PLAYER_CONFIG, toBufferedRanges } from '../player-rules';
import { selectCurrent, usePlayerStore } from '../use-player-store';

// ----------------------------------------------------------------------

/**
 * The footer podcast player (docs/spec.md §2-5, 8, 9). The host mounts it once
 * in the dashboard's footer, so the audio element, and playback, outlive every
 * page change. Hidden, it keeps playing and shows a 40 px strip.
 */
export function PodcastPlayerView() {
  const { t } = useTranslate();
  usePlaylistSync();
  const audioRef = useRef<HTMLAudioElement>(null);
  const retryTimer = useRef<number | undefined>(undefined);
  const announcement = useTrackAnnouncement();

  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const isPlaying = usePlayerStore((state) => state.isPlaying);
  const volume = usePlayerStore((state) => state.volume);
  const reloadToken = usePlayerStore((state) => state.reloadToken);
  const { podcast } = selectCurrent({ podcasts, currentId });
  const hidden = usePlayerDockStore((state) => state.hidden);
  const setHidden = usePlayerDockStore((state) => state.setHidden);

  const audioUrl = podcast?.audioUrl;
  const storedDuration = podcast?.durationSeconds ?? null;

  // No audio bytes before the user plays: until then the element has no
  // source (a browser may fetch a whole file despite preload="metadata"), and
  // the duration is the one stored with the podcast. Without a stored
  // duration the element loads the metadata. Once played, the source stays.
  const [engaged, setEngaged] = useState(false);
  if (isPlaying && !engaged) setEngaged(true);
  const src = audioUrl && (engaged || storedDuration === null) ? audioUrl : undefined;

  useEffect(() => {
    if (!src && storedDuration !== null) usePlayerStore.getState().setDuration(storedDuration);
  }, [src, storedDuration, currentId]);

  // Play or pause when the state says so (and again once a new track is set).
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    if (isPlaying) {
      audio.play().catch((error: unknown) => {
        // A newer load or pause interrupted this play: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        usePlayerStore.getState().setPlaying(false);
      });
    } else {
      audio.pause();
    }
  }, [isPlaying, src, reloadToken]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // A retry: load the same source again.
  useEffect(() => {
    if (reloadToken > 0) audioRef.current?.load();
  }, [reloadToken]);

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);
  useEffect(() => window.clearTimeout(retryTimer.current), [audioUrl]);

  const seekTo = useCallback((time: number) => {
    if (audioRef.current) audioRef.current.currentTime = time;
  }, []);
  const seekBy = useCallback((seconds: number) => seekTo(usePlayerStore.getState().seekBy(seconds)), [seekTo]);
  usePlayerShortcuts(seekBy);

  const store = usePlayerStore.getState;
  const updateBuffered = (audio: HTMLAudioElement) => store().setBuffered(toBufferedRanges(audio.buffered));

  const hideTitle = hidden ? t('show') : t('hide');
  const hideButton = (
    <Hint title={hideTitle}>
      <IconButton aria-label={hideTitle} aria-expanded={!hidden} onClick={() => setHidden(!hidden)} size="small">
        {hidden ? <ShowIcon fontSize="small" /> : <HideIcon fontSize="small" />}
      </IconButton>
    </Hint>
  );

  return (
    <Box data-testid="podcast-player" data-player-root data-hidden={hidden} sx={{ position: 'relative', height: 1, overflow: 'hidden' }}>
      {/* The podcasts carry no caption tracks (the API stores none); the episode's text is its description. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        preload={PLAYER_CONFIG.preload}
        data-testid="podcast-audio"
        onLoadStart={() => store().setLoading(true)}
        onWaiting={() => store().setLoading(true)}
        onCanPlay={() => {
          store().setLoading(false);
          store().loadSucceeded();
        }}
        onPlaying={() => store().setLoading(false)}
        onLoadedMetadata={(event) => store().setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => store().setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => store().timeUpdate(event.currentTarget.currentTime)}
        onProgress={(event) => updateBuffered(event.currentTarget)}
        onPlay={() => store().setPlaying(true)}
        onPause={(event) => {
          // Paused from outside the player (media keys, another tab's audio focus).
          if (!event.currentTarget.ended) store().setPlaying(false);
        }}
        onEnded={() => store().trackEnded()}
        onError={() => {
          if (!src) return;
          const delay = store().loadFailed(t('audioError'));
          if (delay !== null) retryTimer.current = window.setTimeout(() => store().retry(), delay);
        }}
      >
        {t('noAudioSupport')}
      </audio>

      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>

      {/* Keyed by the hidden flag: each state fades in over the hide animation's 300 ms. */}
      <Fade in key={String(hidden)} timeout={PLAYER_CONFIG.hideAnimationMs}>
        {hidden ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 1, px: { xs: 1.5, md: 3 } }}>
            <Typography variant="caption" noWrap sx={{ flexGrow: 1, color: 'text.secondary' }}>
              {podcast ? t(isPlaying ? 'playing' : 'paused', { title: podcast.title }) : t('name')}
            </Typography>
            {hideButton}
          </Stack>
        ) : (
          <Stack direction="row" sx={{ alignItems: 'center', height: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0, height: 1 }}>
              <PlayerControls onSeekTo={seekTo} onSeekBy={seekBy} />
            </Box>
            <Box sx={{ paddingInlineEnd: { xs: 1, md: 2 } }}>{hideButton}</Box>
          </Stack>
        )}
      </Fade>
    </Box>
  );
}
