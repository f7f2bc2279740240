import {
  PLAYER_CONFIG,
  afterTrackEnd,
  canGoNext,
  canGoPrevious,
  clampSeek,
  clampVolume,
  formatTime,
  retryDelay,
  shortcutFor,
  skip,
  toBufferedRanges,
} from './player-rules';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [95, '1:35'],
    [3600 + 7, '60:07'],
  ])('shows %p as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it.each([NaN, Infinity, -1, undefined, null, '12'])('shows the non-numeric time %p as 0:00', (value) => {
    expect(formatTime(value)).toBe('0:00');
  });
});

describe('clamps', () => {
  it('keeps the volume within 0..1 and lands on the step', () => {
    expect(clampVolume(1.1)).toBe(1);
    expect(clampVolume(-0.1)).toBe(0);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(NaN, 0.4)).toBe(0.4);
  });

  it('keeps a seek within 0..duration', () => {
    expect(clampSeek(-5, 95)).toBe(0);
    expect(clampSeek(120, 95)).toBe(95);
    expect(clampSeek(40, 95)).toBe(40);
    expect(clampSeek(40, NaN)).toBe(0);
    expect(clampSeek(NaN, 95)).toBe(0);
  });
});

describe('track order', () => {
  it('has no wrap-around: previous disabled on the first, next on the last', () => {
    expect(canGoPrevious(0, 3)).toBe(false);
    expect(canGoNext(0, 3)).toBe(true);
    expect(canGoPrevious(2, 3)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
    expect(canGoNext(0, 0)).toBe(false);
    expect(canGoPrevious(0, 0)).toBe(false);
  });

  it('pauses on a manual skip and stays put at either end', () => {
    expect(skip(0, 3, 1, true)).toEqual({ index: 1, playing: false });
    expect(skip(1, 3, -1, true)).toEqual({ index: 0, playing: false });
    expect(skip(2, 3, 1, true)).toEqual({ index: 2, playing: true });
    expect(skip(0, 3, -1, false)).toEqual({ index: 0, playing: false });
  });

  it('stops at the end of a track and moves on, playing only with auto-play', () => {
    expect(afterTrackEnd(0, 3, false)).toEqual({ index: 1, playing: false });
    expect(afterTrackEnd(0, 3, true)).toEqual({ index: 1, playing: true });
    expect(afterTrackEnd(2, 3, true)).toEqual({ index: 2, playing: false });
    expect(PLAYER_CONFIG.autoPlay).toBe(false);
  });
});

describe('retry', () => {
  it('retries 3 times, 1000 ms apart, then gives up', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures))).toEqual([1000, 1000, 1000, null]);
  });
});

describe('buffered ranges', () => {
  it('reads TimeRanges', () => {
    const ranges = { length: 2, start: (i: number) => [0, 30][i]!, end: (i: number) => [10, 45][i]! };
    expect(toBufferedRanges(ranges)).toEqual([
      { start: 0, end: 10 },
      { start: 30, end: 45 },
    ]);
  });
});

describe('shortcuts', () => {
  const key = (k: string, extra: Partial<{ ctrlKey: boolean; code: string }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...extra,
  });

  const free = { typing: false, inPlayer: false, pageUses: { horizontal: false, vertical: false } };
  const scrollingPage = { ...free, pageUses: { horizontal: false, vertical: true } };

  it('maps Ctrl+Space, arrows and H where nothing else uses the keys', () => {
    expect(shortcutFor(key(' ', { ctrlKey: true, code: 'Space' }), free)).toEqual({ type: 'toggle-play' });
    expect(shortcutFor(key('ArrowLeft'), free)).toEqual({ type: 'seek-by', seconds: -10 });
    expect(shortcutFor(key('ArrowRight'), free)).toEqual({ type: 'seek-by', seconds: 10 });
    expect(shortcutFor(key('ArrowUp'), free)).toEqual({ type: 'volume-by', delta: 0.1 });
    expect(shortcutFor(key('ArrowDown'), free)).toEqual({ type: 'volume-by', delta: -0.1 });
    expect(shortcutFor(key('h'), free)).toEqual({ type: 'toggle-hidden' });
    expect(shortcutFor(key('H'), free)).toEqual({ type: 'toggle-hidden' });
  });

  it('seeks with the progress bar’s direction right to left: Left is forward', () => {
    expect(shortcutFor(key('ArrowLeft'), { ...free, rtl: true })).toEqual({ type: 'seek-by', seconds: 10 });
    expect(shortcutFor(key('ArrowRight'), { ...free, rtl: true })).toEqual({ type: 'seek-by', seconds: -10 });
    expect(shortcutFor(key('ArrowUp'), { ...free, rtl: true })).toEqual({ type: 'volume-by', delta: 0.1 });
  });

  it('leaves the arrows to a page that scrolls with them, unless focus is in the player', () => {
    expect(shortcutFor(key('ArrowDown'), scrollingPage)).toBeNull();
    expect(shortcutFor(key('ArrowUp'), scrollingPage)).toBeNull();
    expect(shortcutFor(key('ArrowLeft'), scrollingPage)).toEqual({ type: 'seek-by', seconds: -10 });
    expect(shortcutFor(key('ArrowDown'), { ...scrollingPage, inPlayer: true })).toEqual({ type: 'volume-by', delta: -0.1 });
    expect(shortcutFor(key('h'), scrollingPage)).toEqual({ type: 'toggle-hidden' });
  });

  it('leaves plain Space alone, and every key, Ctrl+Space and H included, while typing', () => {
    const typing = { ...free, typing: true };
    expect(shortcutFor(key(' ', { code: 'Space' }), free)).toBeNull();
    expect(shortcutFor(key('h'), typing)).toBeNull();
    expect(shortcutFor(key('ArrowLeft'), typing)).toBeNull();
    expect(shortcutFor(key(' ', { ctrlKey: true, code: 'Space' }), typing)).toBeNull();
  });
});
