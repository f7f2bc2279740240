// ----------------------------------------------------------------------
// The player's rules of docs/spec.md §4, 5 and 9, as pure functions: no
// React, no audio element, so each rule is tested on its own.

/** docs/spec.md §9, Player. */
export const PLAYER_CONFIG = {
  defaultVolume: 1,
  volumeStep: 0.1,
  /** Seek steps in seconds: small (Left/Right, the 10 s buttons) and large (the 30 s buttons). */
  seekStep: { small: 10, large: 30 },
  autoPlay: false,
  preload: 'metadata',
  crossfadeMs: 300,
  hideAnimationMs: 300,
  rememberHidden: true,
  retry: { attempts: 3, delayMs: 1000 },
  accessibility: { skipSeconds: 30, announcementDelayMs: 500 },
  playlist: { maxHeight: 300, width: 400 },
  volumeSliderWidth: 80,
  progressBarHeight: 8,
  footer: { mobile: 80, desktop: 90, offset: 74, hidden: 40 },
} as const;

/** `m:ss` with padded seconds; `0:00` for anything that is not a finite, non-negative number (docs/spec.md §5). */
export function formatTime(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Volume clamped to 0..1 (docs/spec.md §5); a non-number keeps `fallback`. */
export function clampVolume(volume: number, fallback: number = PLAYER_CONFIG.defaultVolume): number {
  if (!Number.isFinite(volume)) return fallback;
  // Rounded to the step's precision so repeated 0.1 steps land on 0.3, not 0.30000000000000004.
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** A seek target clamped to 0..duration (docs/spec.md §5); 0 when nothing is known. */
export function clampSeek(time: number, duration: number): number {
  if (!Number.isFinite(time)) return 0;
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return Math.min(max, Math.max(0, time));
}

/** Previous is disabled on the first track (no wrap-around). */
export function canGoPrevious(index: number, count: number): boolean {
  return count > 0 && index > 0;
}

/** Next is disabled on the last track (no wrap-around). */
export function canGoNext(index: number, count: number): boolean {
  return index >= 0 && index < count - 1;
}

export interface TrackStep {
  index: number;
  playing: boolean;
}

/**
 * Manual previous/next (docs/spec.md §4): the adjacent track, paused; the
 * same track when there is none (no wrap-around).
 */
export function skip(index: number, count: number, direction: -1 | 1, playing: boolean): TrackStep {
  const allowed = direction === 1 ? canGoNext(index, count) : canGoPrevious(index, count);
  return allowed ? { index: index + direction, playing: false } : { index, playing };
}

/**
 * A track ended (docs/spec.md §4): it stops; if a next track exists it is
 * selected and plays only when auto-play is on.
 */
export function afterTrackEnd(index: number, count: number, autoPlay: boolean): TrackStep {
  return canGoNext(index, count) ? { index: index + 1, playing: autoPlay } : { index, playing: false };
}

/**
 * After failed load number `failures` (1 for the first): the delay before the
 * next try, or null when the retries are spent and the error should show.
 */
export function retryDelay(failures: number, policy = PLAYER_CONFIG.retry): number | null {
  return failures <= policy.attempts ? policy.delayMs : null;
}

export interface BufferedRange {
  start: number;
  end: number;
}

/** An audio element's buffered TimeRanges as plain ranges. */
export function toBufferedRanges(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>): BufferedRange[] {
  const out: BufferedRange[] = [];
  for (let i = 0; i < ranges.length; i += 1) out.push({ start: ranges.start(i), end: ranges.end(i) });
  return out;
}

/** What a key press does (docs/spec.md §9 shortcuts), or null when the player ignores it. */
export type ShortcutAction =
  { type: 'toggle-play' } | { type: 'seek-by'; seconds: number } | { type: 'volume-by'; delta: number } | { type: 'toggle-hidden' };

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where a key press happens, for the shortcuts. */
export interface KeyContext {
  /** Focus is in a text field or editable content: its keys are the field's. */
  typing: boolean;
  /** Focus is in the player, on none of its own sliders. */
  inPlayer: boolean;
  /** Whether the page uses the arrows of each axis where focus is: it scrolls, or a control moves with them. */
  pageUses: { horizontal: boolean; vertical: boolean };
  /** Right to left: the progress bar runs leftwards, and so does Left: forward (as the slider's own arrow keys do). */
  rtl?: boolean;
}

/**
 * Ctrl+Space play/pause, Left/Right seek by the small step, Up/Down volume by
 * its step, H hides or shows. None while typing. The arrows never take a key
 * the page needs: they act in the player, or where nothing scrolls or moves
 * with them (so ArrowDown still scrolls a long page).
 */
export function shortcutFor(event: KeyLike, context: KeyContext): ShortcutAction | null {
  if (context.typing) return null;
  const space = event.key === ' ' || event.code === 'Space';
  if (space && event.ctrlKey && !event.altKey) return { type: 'toggle-play' };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const free = (axis: 'horizontal' | 'vertical') => context.inPlayer || !context.pageUses[axis];
  const small = PLAYER_CONFIG.seekStep.small;
  switch (event.key) {
    case 'ArrowLeft':
      return free('horizontal') ? { type: 'seek-by', seconds: context.rtl ? small : -small } : null;
    case 'ArrowRight':
      return free('horizontal') ? { type: 'seek-by', seconds: context.rtl ? -small : small } : null;
    case 'ArrowUp':
      return free('vertical') ? { type: 'volume-by', delta: PLAYER_CONFIG.volumeStep } : null;
    case 'ArrowDown':
      return free('vertical') ? { type: 'volume-by', delta: -PLAYER_CONFIG.volumeStep } : null;
    case 'h':
    case 'H':
      return { type: 'toggle-hidden' };
    default:
      return null;
  }
}
