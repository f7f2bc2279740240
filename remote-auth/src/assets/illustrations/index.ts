export { DashboardIllustration } from './dashboard-illustration';
