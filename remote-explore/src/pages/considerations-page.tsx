import { ConsiderationsView } from '../sections/considerations/view';
import { considerationsEn } from '../locales/en/considerations';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ considerations: considerationsEn });

// ----------------------------------------------------------------------

export default function ConsiderationsPage() {
  return <ConsiderationsView />;
}
