export { DashboardIllustration } from './dashboard-illustration';
export type { DashboardIllustrationProps } from './dashboard-illustration';
