export { SchedulerView } from './scheduler-view';
