// Test helpers for the remotes' jest suites (`@mediawatch/shared/testing`):
// the real API client and auth store with a scripted transport, and a render
// with the providers the host gives a page. Never imported by app code.
export * from './api';
/** The axios instance behind `apiClient`, for a suite that scripts its transport itself. */
// eslint-disable-next-line no-restricted-imports -- jest only (never bundled): the one module `apiClient` loads, which the root entry does not export
export { axiosClient } from '../api/axios-client';
export * from './render';
export { setUpChartEnvironment } from './chart-env';
export * from './live';
