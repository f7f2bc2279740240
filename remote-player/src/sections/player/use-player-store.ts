import { type Podcast } from '@mediawatch/shared';
import { create } from 'zustand';

import { PLAYER_CONFIG, afterTrackEnd, clampSeek, clampVolume, retryDelay, skip, type BufferedRange } from './player-rules';

// ----------------------------------------------------------------------
// The player state of docs/spec.md §3 and its transitions of section 4. One
// store for the page's lifetime: the player lives in the host's footer, so
// this state (and the audio) outlives every navigation.

export interface PlayerState {
  podcasts: Podcast[];
  currentId: string | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  isLoading: boolean;
  buffered: BufferedRange[];
  /** Shown under the controls: the list failed to load, or the audio failed after its retries. */
  error: string | null;
  /** The progress slider is being dragged: time updates wait until release. */
  isSeeking: boolean;
  /** The slider's position while dragging. */
  seekValue: number;
  autoPlay: boolean;
  /** Failed loads of the current track since it last loaded. */
  failures: number;
  /** Bumped to make the audio element load the current track again (a retry). */
  reloadToken: number;

  setPodcasts: (podcasts: Podcast[]) => void;
  setListError: (message: string | null) => void;
  togglePlay: () => void;
  setPlaying: (playing: boolean) => void;
  next: () => void;
  previous: () => void;
  /** From the playlist: selects, pauses. */
  select: (id: string) => void;
  trackEnded: () => void;
  timeUpdate: (time: number) => void;
  setDuration: (duration: number) => void;
  startSeek: (value: number) => void;
  /** Releases the slider; answers the clamped time to give the audio element. */
  commitSeek: (value: number) => number;
  /** A seek by buttons or keys; answers the clamped time. */
  seekBy: (seconds: number) => number;
  setVolume: (volume: number) => void;
  setLoading: (loading: boolean) => void;
  setBuffered: (ranges: BufferedRange[]) => void;
  /** The audio failed to load: answers the delay before a retry, or null once the error is shown. */
  loadFailed: (message: string) => number | null;
  retry: () => void;
  loadSucceeded: () => void;
}

/** The selected podcast and its index in the list (-1 when none). */
export function selectCurrent(state: Pick<PlayerState, 'podcasts' | 'currentId'>): { podcast: Podcast | null; index: number } {
  const index = state.podcasts.findIndex((podcast) => podcast._id === state.currentId);
  return { podcast: index >= 0 ? (state.podcasts[index] ?? null) : null, index };
}

/** The per-track state a new selection starts from (a function: each selection gets its own buffered array). */
const trackReset = (): Partial<PlayerState> => ({ currentTime: 0, duration: 0, buffered: [], failures: 0, isSeeking: false, seekValue: 0 });

export const createPlayerStore = () =>
  create<PlayerState>()((set, get) => {
    /** Moves to the track at `index` with `playing`, resetting the per-track state when it changes. */
    const goTo = (index: number, playing: boolean) => {
      const { podcasts, currentId } = get();
      const id = podcasts[index]?._id ?? null;
      if (id === currentId) set({ isPlaying: playing });
      else set({ ...trackReset(), currentId: id, isPlaying: playing, error: null });
    };

    return {
      podcasts: [],
      currentId: null,
      isPlaying: false,
      currentTime: 0,
      duration: 0,
      volume: PLAYER_CONFIG.defaultVolume,
      isLoading: false,
      buffered: [],
      error: null,
      isSeeking: false,
      seekValue: 0,
      autoPlay: PLAYER_CONFIG.autoPlay,
      failures: 0,
      reloadToken: 0,

      setPodcasts: (podcasts) => {
        const { currentId } = get();
        const kept = podcasts.some((podcast) => podcast._id === currentId);
        // The current track stays selected (and playing) when the list changes around it.
        if (kept) set({ podcasts });
        else set({ podcasts, ...trackReset(), currentId: podcasts[0]?._id ?? null, isPlaying: false, error: null });
      },
      setListError: (message) => set({ error: message }),
      togglePlay: () => {
        if (get().currentId) set((state) => ({ isPlaying: !state.isPlaying }));
      },
      setPlaying: (playing) => set({ isPlaying: playing && get().currentId !== null }),
      next: () => {
        const state = get();
        const { index } = selectCurrent(state);
        const step = skip(index, state.podcasts.length, 1, state.isPlaying);
        goTo(step.index, step.playing);
      },
      previous: () => {
        const state = get();
        const { index } = selectCurrent(state);
        const step = skip(index, state.podcasts.length, -1, state.isPlaying);
        goTo(step.index, step.playing);
      },
      select: (id) => {
        const index = get().podcasts.findIndex((podcast) => podcast._id === id);
        if (index >= 0) goTo(index, false);
      },
      trackEnded: () => {
        const state = get();
        const { index } = selectCurrent(state);
        const step = afterTrackEnd(index, state.podcasts.length, state.autoPlay);
        if (step.index === index) set({ isPlaying: false, currentTime: state.duration || state.currentTime });
        else goTo(step.index, step.playing);
      },
      timeUpdate: (time) => {
        if (!get().isSeeking) set({ currentTime: Number.isFinite(time) ? time : 0 });
      },
      setDuration: (duration) => set({ duration: Number.isFinite(duration) && duration > 0 ? duration : 0 }),
      startSeek: (value) => set({ isSeeking: true, seekValue: clampSeek(value, get().duration) }),
      commitSeek: (value) => {
        const time = clampSeek(value, get().duration);
        set({ isSeeking: false, seekValue: time, currentTime: time });
        return time;
      },
      seekBy: (seconds) => {
        const { currentTime, duration } = get();
        const time = clampSeek(currentTime + seconds, duration);
        set({ currentTime: time });
        return time;
      },
      setVolume: (volume) => set({ volume: clampVolume(volume, get().volume) }),
      setLoading: (loading) => set({ isLoading: loading }),
      setBuffered: (buffered) => set({ buffered }),
      loadFailed: (message) => {
        const failures = get().failures + 1;
        const delay = retryDelay(failures);
        if (delay === null) set({ failures, isLoading: false, isPlaying: false, error: message });
        else set({ failures });
        return delay;
      },
      retry: () => set((state) => ({ reloadToken: state.reloadToken + 1 })),
      loadSucceeded: () => {
        if (get().failures > 0 || get().error) set({ failures: 0, error: null });
      },
    };
  });

/** The one player store of the page. */
export const usePlayerStore = createPlayerStore();
