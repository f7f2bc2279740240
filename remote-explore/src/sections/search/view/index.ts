export { SearchView } from './search-view';
