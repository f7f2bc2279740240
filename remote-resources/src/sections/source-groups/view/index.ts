export { SourceGroupsView } from './source-groups-view';
