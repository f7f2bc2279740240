// The player's texts register with the slot, before any part of it renders.
import '../locales';
import { PodcastPlayerView } from '../sections/player/view';

// ----------------------------------------------------------------------

/** The footer player (the host's `footer` slot). */
export default function PodcastPlayerSlot() {
  return <PodcastPlayerView />;
}
