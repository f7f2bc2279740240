import { MediaScaleIndexView } from '../sections/media-scale-index/view';
import { mediaScaleEn } from '../locales/en/media-scale';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ mediaScale: mediaScaleEn });

// ----------------------------------------------------------------------

export default function MediaScaleIndexPage() {
  return <MediaScaleIndexView />;
}
