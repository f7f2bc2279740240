import { paths } from './routes/paths';

/** Product-wide constants (docs/spec.md §9). */
export const CONFIG = {
  appName: 'Mediawatch',
  /** Base URL of the API client; relative, so remotes call the host's origin. */
  apiBaseUrl: '/api',
  /** Where a signed-in user lands. */
  defaultPath: paths.reports.path,
  /** Session-storage key of the bearer token. */
  tokenStorageKey: 'token',
  authMethod: 'jwt',
} as const;
