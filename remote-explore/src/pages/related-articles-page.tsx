import { ExploreView } from '../sections/explorer/view';
import { explorerEn } from '../locales/en/explorer';
import { historicalEventsEn } from '../locales/en/historical-events';
import { searchEn } from '../locales/en/search';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ explorer: explorerEn, historicalEvents: historicalEventsEn, search: searchEn });

// ----------------------------------------------------------------------

export default function RelatedArticlesPage() {
  return <ExploreView />;
}
