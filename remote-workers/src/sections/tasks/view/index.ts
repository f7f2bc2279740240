export { TasksView } from './tasks-view';
