import { testPodcast as podcast } from './test-podcast';
import { createPlayerStore, selectCurrent } from './use-player-store';

function loaded(ids = ['a', 'b', 'c']) {
  const store = createPlayerStore();
  store.getState().setPodcasts(ids.map((id) => podcast(id)));
  return store;
}

describe('player store', () => {
  it('selects the first podcast when the list loads, paused', () => {
    const store = loaded();
    expect(store.getState().currentId).toBe('a');
    expect(store.getState().isPlaying).toBe(false);
  });

  it('keeps the current track (and playback) when the list changes, and falls back to the first when it is removed', () => {
    const store = loaded();
    store.getState().next();
    store.getState().setPlaying(true);
    store.getState().setPodcasts(['a', 'b', 'c', 'd'].map((id) => podcast(id)));
    expect(store.getState()).toMatchObject({ currentId: 'b', isPlaying: true });
    store.getState().setPodcasts(['a', 'c'].map((id) => podcast(id)));
    expect(store.getState()).toMatchObject({ currentId: 'a', isPlaying: false });
  });

  it('toggles play and pause', () => {
    const store = loaded();
    store.getState().togglePlay();
    expect(store.getState().isPlaying).toBe(true);
    store.getState().togglePlay();
    expect(store.getState().isPlaying).toBe(false);
  });

  it('skips without wrap-around and pauses on a manual skip', () => {
    const store = loaded();
    store.getState().previous();
    expect(store.getState().currentId).toBe('a');
    store.getState().setPlaying(true);
    store.getState().next();
    expect(store.getState()).toMatchObject({ currentId: 'b', isPlaying: false, currentTime: 0 });
    store.getState().next();
    store.getState().next();
    expect(selectCurrent(store.getState()).index).toBe(2);
  });

  it('choosing from the playlist selects and pauses', () => {
    const store = loaded();
    store.getState().setPlaying(true);
    store.getState().select('c');
    expect(store.getState()).toMatchObject({ currentId: 'c', isPlaying: false });
  });

  it('at the end of a track moves on paused (auto-play off), and stops on the last', () => {
    const store = loaded(['a', 'b']);
    store.getState().setPlaying(true);
    store.getState().trackEnded();
    expect(store.getState()).toMatchObject({ currentId: 'b', isPlaying: false });
    store.setState({ autoPlay: true });
    store.getState().previous();
    store.getState().setPlaying(true);
    store.getState().trackEnded();
    expect(store.getState()).toMatchObject({ currentId: 'b', isPlaying: true });
    store.getState().trackEnded();
    expect(store.getState()).toMatchObject({ currentId: 'b', isPlaying: false });
  });

  it('ignores time updates while the slider is dragged, and clamps the release', () => {
    const store = loaded();
    store.getState().setDuration(60);
    store.getState().timeUpdate(5);
    store.getState().startSeek(30);
    store.getState().timeUpdate(6);
    expect(store.getState().currentTime).toBe(5);
    expect(store.getState().commitSeek(90)).toBe(60);
    expect(store.getState()).toMatchObject({ isSeeking: false, currentTime: 60 });
    store.getState().timeUpdate(7);
    expect(store.getState().currentTime).toBe(7);
  });

  it('clamps seeking by steps and the volume', () => {
    const store = loaded();
    store.getState().setDuration(60);
    store.getState().timeUpdate(5);
    expect(store.getState().seekBy(-10)).toBe(0);
    expect(store.getState().seekBy(100)).toBe(60);
    store.getState().setVolume(1.4);
    expect(store.getState().volume).toBe(1);
    store.getState().setVolume(-3);
    expect(store.getState().volume).toBe(0);
  });

  it('retries a failed load 3 times, then shows the error and stops', () => {
    const store = loaded();
    store.getState().setPlaying(true);
    const delays = [1, 2, 3, 4].map(() => store.getState().loadFailed('The audio could not be loaded'));
    expect(delays).toEqual([1000, 1000, 1000, null]);
    expect(store.getState()).toMatchObject({ error: 'The audio could not be loaded', isPlaying: false });
    store.getState().next();
    expect(store.getState()).toMatchObject({ error: null, failures: 0 });
  });
});
