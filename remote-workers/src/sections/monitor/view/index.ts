export { MonitorView } from './monitor-view';
