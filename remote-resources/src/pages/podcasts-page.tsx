import { PodcastsView } from '../sections/podcasts/view/podcasts-view';

// ----------------------------------------------------------------------

export default function PodcastsPage() {
  return <PodcastsView />;
}
