import { MediaScaleIndexView } from '../sections/media-scale-index/view';

export default function MediaScaleIndexPage() {
  return <MediaScaleIndexView />;
}
