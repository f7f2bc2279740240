export { TopicsView } from './topics-view';
