export { SourcesView } from './sources-view';
