export { HistoricalEventsView } from './historical-events-view';
