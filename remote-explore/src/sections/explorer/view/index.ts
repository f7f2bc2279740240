export { ExploreView } from './explore-view';
