import { SearchView } from '../sections/search/view';

export default function SearchPage() {
  return <SearchView />;
}
