export { PodcastPlayerView } from './podcast-player-view';
