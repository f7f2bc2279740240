export { ConsiderationsView } from './considerations-view';
