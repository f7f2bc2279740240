// Test helpers for the remotes' jest suites (`@mediawatch/shared/testing`):
// the real API client and auth store with a scripted transport, and a render
// with the providers the host gives a page. Never imported by app code.
export * from './api';
export * from './render';
export { setUpChartEnvironment } from './chart-env';
export * from './live';
