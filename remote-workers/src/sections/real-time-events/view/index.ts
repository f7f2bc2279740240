export { RealTimeEventsView } from './real-time-events-view';
