/** English: the footer player's texts; the reference shape. */
export const playerEn = {
  /** docs/spec.md §2: the titles of the hide button. */
  hide: 'Hide player controls',
  show: 'Show player controls',
  /** docs/spec.md §8: the audio element's fallback. */
  noAudioSupport: 'Your browser does not support the audio element.',
  audioError: 'The audio of this podcast could not be loaded.',
  name: 'Podcast player',
  noPodcasts: 'No podcasts yet',
  addPodcasts: 'Add podcasts under Resources › Podcasts',
  previous: 'Previous',
  next: 'Next',
  play: 'Play',
  pause: 'Pause',
  back_one: 'Back {{count}} second',
  back_other: 'Back {{count}} seconds',
  forward_one: 'Forward {{count}} second',
  forward_other: 'Forward {{count}} seconds',
  loading: 'Loading audio',
  seek: 'Seek',
  /** The progress slider's value, read aloud: "1:05 of 3:20". */
  position: '{{current}} of {{total}}',
  volume: 'Volume',
  playlist: 'Playlist',
  /** The strip of the hidden player. */
  playing: 'Playing: {{title}}',
  paused: 'Paused: {{title}}',
  /** Announced to screen readers when the track changes. */
  selected: 'Selected podcast: {{title}} by {{author}}',
};

export type PlayerMessages = typeof playerEn;
