import { HistoricalEventsView } from '../sections/historical-events/view';
import { historicalEventsEn } from '../locales/en/historical-events';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ historicalEvents: historicalEventsEn });

// ----------------------------------------------------------------------

export default function HistoricalEventsPage() {
  return <HistoricalEventsView />;
}
