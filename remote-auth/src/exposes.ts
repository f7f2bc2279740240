import type { ExposedModule, PageModule } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/**
 * What remote_auth exposes, keyed by the names of the remote contract. The
 * webpack config lists the same files; this map makes the type checker prove
 * that every contracted name exists and default-exports a page component.
 */
export const exposes = {
  './login-page': () => import('./pages/login-page'),
  './register-page': () => import('./pages/register-page'),
} satisfies Record<ExposedModule<'remote_auth'>, () => Promise<PageModule>>;
