export { EjournalView } from './ejournal-view';
