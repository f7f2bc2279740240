export { WorkerView } from './worker-view';
