export { AlertsView } from './alerts-view';
