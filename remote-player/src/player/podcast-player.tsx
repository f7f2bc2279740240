import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { podcastsQuery, usePlayerDockStore } from '@mediawatch/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { PlayerControls } from './player-controls';
import { HideIcon, ShowIcon } from './player-icons';
import {
  HIDE_TITLE,
  NO_AUDIO_SUPPORT_MESSAGE,
  PLAYER_CONFIG,
  SHOW_TITLE,
  shortcutFor,
  toBufferedRanges,
} from './player-rules';
import { selectCurrent, usePlayerStore } from './use-player-store';

// ----------------------------------------------------------------------

const AUDIO_ERROR_MESSAGE = 'The audio of this podcast could not be loaded.';

/** Keys typed here belong to the field or control (sliders use the arrows themselves). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'slider';
}

/** Syncs the list query into the store: loads on mount, selects the first, keeps the error (spec section 4). */
function usePlaylistSync() {
  const { data, error } = useQuery(podcastsQuery());
  const setPodcasts = usePlayerStore((state) => state.setPodcasts);
  const setListError = usePlayerStore((state) => state.setListError);
  useEffect(() => {
    if (data) setPodcasts(data);
  }, [data, setPodcasts]);
  useEffect(() => {
    setListError(error ? error.message : null);
  }, [error, setListError]);
}

/** Announces the selected track to screen readers, 500 ms after it changes. */
function useTrackAnnouncement(): string {
  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const [announcement, setAnnouncement] = useState('');
  const { podcast } = selectCurrent({ podcasts, currentId });
  const text = podcast ? `Selected podcast: ${podcast.title} by ${podcast.author}` : '';
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(text), PLAYER_CONFIG.accessibility.announcementDelayMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return announcement;
}

// ----------------------------------------------------------------------

/**
 * The footer podcast player (spec sections 2-5, 8, 9). The host mounts it once
 * in the dashboard's footer, so the audio element, and playback, outlive every
 * page change. Hidden, it keeps playing and shows a 40 px strip.
 */
export default function PodcastPlayer() {
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

  // Play or pause when the state says so (and again once a new track is set).
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl) return;
    if (isPlaying) {
      audio.play().catch((error: unknown) => {
        // A newer load or pause interrupted this play: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        usePlayerStore.getState().setPlaying(false);
      });
    } else {
      audio.pause();
    }
  }, [isPlaying, audioUrl, reloadToken]);

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

  // Spec section 9 shortcuts, anywhere on the page except while typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event, isTypingTarget(event.target));
      if (!action) return;
      const store = usePlayerStore.getState();
      if (!store.currentId && action.type !== 'toggle-hidden') return;
      event.preventDefault();
      switch (action.type) {
        case 'toggle-play':
          store.togglePlay();
          break;
        case 'seek-by':
          seekBy(action.seconds);
          break;
        case 'volume-by':
          store.setVolume(store.volume + action.delta);
          break;
        case 'toggle-hidden':
          usePlayerDockStore.getState().setHidden(!usePlayerDockStore.getState().hidden);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [seekBy]);

  const store = usePlayerStore.getState;
  const updateBuffered = (audio: HTMLAudioElement) => store().setBuffered(toBufferedRanges(audio.buffered));

  const hideButton = (
    <Tooltip title={hidden ? SHOW_TITLE : HIDE_TITLE}>
      <IconButton aria-label={hidden ? SHOW_TITLE : HIDE_TITLE} aria-expanded={!hidden} onClick={() => setHidden(!hidden)} size="small">
        {hidden ? <ShowIcon fontSize="small" /> : <HideIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box data-testid="podcast-player" data-hidden={hidden} sx={{ position: 'relative', height: 1, overflow: 'hidden' }}>
      <audio
        ref={audioRef}
        src={audioUrl}
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
          if (!audioUrl) return;
          const delay = store().loadFailed(AUDIO_ERROR_MESSAGE);
          if (delay !== null) retryTimer.current = window.setTimeout(() => store().retry(), delay);
        }}
      >
        {NO_AUDIO_SUPPORT_MESSAGE}
      </audio>

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>

      {/* Keyed by the hidden flag: each state fades in over the hide animation's 300 ms. */}
      <Fade in key={String(hidden)} timeout={PLAYER_CONFIG.hideAnimationMs}>
        {hidden ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 1, px: { xs: 1.5, md: 3 } }}>
            <Typography variant="caption" noWrap sx={{ flexGrow: 1, color: 'text.secondary' }}>
              {podcast ? `${isPlaying ? 'Playing' : 'Paused'}: ${podcast.title}` : 'Podcast player'}
            </Typography>
            {hideButton}
          </Stack>
        ) : (
          <Stack direction="row" sx={{ alignItems: 'center', height: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0, height: 1 }}>
              <PlayerControls onSeekTo={seekTo} onSeekBy={seekBy} />
            </Box>
            <Box sx={{ pr: { xs: 1, md: 2 } }}>{hideButton}</Box>
          </Stack>
        )}
      </Fade>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
