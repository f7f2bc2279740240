import { Suspense, type ReactNode } from 'react';
import { CONFIG, hostPages, paths, remotePages, type HostPageId, type Permission } from '@mediawatch/shared';
import { matchPath, Navigate, Outlet, type RouteObject } from '@mediawatch/shared/router';

import { AuthGuard, GuestGuard, RoleGuard } from '../auth/guard';
import { lazyWithPreload } from '../components/loadable';
import { NavigationProgress, RouteLoading } from '../components/progress-bar';
import { ScrollToTop } from '../components/scroll-to-top';
import { RemoteComponent } from '../federation/remote-component';

// ----------------------------------------------------------------------
// The route table of docs/spec.md §2, built from the contract table: every
// remote page under its area (guest-only `/auth`, signed-in `/dashboard`),
// guarded by its permission when it has one; the host's own pages beside
// them. Nothing here names a page: adding one is an entry in the table.

// The layouts load with the first route that needs them: the sign-in screens
// (remote-auth's own split layout) never download the dashboard shell.
const DashboardLayout = lazyWithPreload(() =>
  import('../layouts/dashboard/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const SimpleLayout = lazyWithPreload(() => import('../layouts/simple/simple-layout').then((m) => ({ default: m.SimpleLayout })));
const NotFoundPage = lazyWithPreload(() => import('../pages/error/not-found-page'));
const ForbiddenPage = lazyWithPreload(() => import('../pages/error/forbidden-page'));

/** The host's own pages, by their id in the contract table. */
const HOST_PAGES: Record<HostPageId, ReturnType<typeof lazyWithPreload>> = {
  users: lazyWithPreload(() => import('../pages/dashboard/users-page')),
  account: lazyWithPreload(() => import('../pages/dashboard/account-page')),
};

/** The host's own pages of the contract table, with their ids. */
const HOST_PAGE_ENTRIES = Object.entries(hostPages) as [HostPageId, (typeof hostPages)[HostPageId]][];

function Root() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

function guarded(element: ReactNode, permission: Permission | undefined): ReactNode {
  return permission ? <RoleGuard permission={permission}>{element}</RoleGuard> : element;
}

/** The routes of an area (`/auth` or `/dashboard`), from the contract table. */
export function areaRoutes(area: string): RouteObject[] {
  const below = (route: string) => route.startsWith(`${area}/`);
  return [
    ...remotePages
      .filter((page) => below(page.entry.route))
      .map((page) => ({
        path: page.entry.route,
        element: guarded(<RemoteComponent key={page.moduleId} id={page.moduleId} loading={<RouteLoading />} />, page.entry.permission),
      })),
    ...HOST_PAGE_ENTRIES.filter(([, page]) => below(page.route)).map(([id, page]) => {
      const Page = HOST_PAGES[id];
      return { path: page.route, element: guarded(<Page />, page.permission) };
    }),
  ];
}

/** The route table of docs/spec.md §2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: paths.root.path, element: <Navigate to={CONFIG.defaultPath} replace /> },
      {
        path: paths.auth.path,
        element: (
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        ),
        children: [{ index: true, element: <Navigate to={paths.login.getHref()} replace /> }, ...areaRoutes(paths.auth.path)],
      },
      {
        path: paths.dashboard.path,
        element: (
          <AuthGuard>
            <DashboardLayout />
          </AuthGuard>
        ),
        children: [{ index: true, element: <Navigate to={CONFIG.defaultPath} replace /> }, ...areaRoutes(paths.dashboard.path)],
      },
      {
        path: paths.page404.path,
        element: (
          <SimpleLayout>
            <NotFoundPage />
          </SimpleLayout>
        ),
      },
      {
        path: paths.page403.path,
        element: (
          <SimpleLayout>
            <ForbiddenPage />
          </SimpleLayout>
        ),
      },
      { path: '*', element: <Navigate to={paths.page404.getHref()} replace /> },
    ],
  },
];

/** Starts loading the host's own code that `path` (as first rendered) draws: its layout and host page. */
export function preloadHostCode(path: string): Promise<unknown>[] {
  if (path === paths.page404.path) return [SimpleLayout.preload(), NotFoundPage.preload()];
  if (path === paths.page403.path) return [SimpleLayout.preload(), ForbiddenPage.preload()];
  if (!path.startsWith(`${paths.dashboard.path}/`)) return [];
  const hostPage = HOST_PAGE_ENTRIES.find(([, page]) => matchPath({ path: page.route, end: true }, path));
  return [DashboardLayout.preload(), ...(hostPage ? [HOST_PAGES[hostPage[0]].preload()] : [])];
}
