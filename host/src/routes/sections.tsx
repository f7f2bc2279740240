import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { CONFIG, paths } from '@mediawatch/shared';

import { AuthGuard, GuestGuard } from '../auth/guard';
import { RouteLoading } from '../components/progress-bar';
import { ScrollToTop } from '../components/scroll-to-top';
import { RemoteComponent } from '../federation/remote-component';
import { USERS_PATH } from '../layouts/nav-config-dashboard';
import { RouteErrorPage } from '../pages/error/route-error-page';
import { dashboardRoutes } from './dashboard-routes';

// ----------------------------------------------------------------------

// The layouts load with the first route that needs them: the sign-in screens
// (remote-auth's own split layout) never download the dashboard shell.
const DashboardLayout = lazy(() => import('../layouts/dashboard/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));
const SimpleLayout = lazy(() => import('../layouts/simple/simple-layout').then((m) => ({ default: m.SimpleLayout })));
const NotFoundPage = lazy(() => import('../pages/error/not-found-page'));
const ForbiddenPage = lazy(() => import('../pages/error/forbidden-page'));
const UsersPage = lazy(() => import('../pages/dashboard/users-page'));

function Root() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, element: <Navigate to={CONFIG.defaultPath} replace /> },
      {
        path: 'auth/jwt',
        element: (
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        ),
        children: [
          { path: 'login', element: <RemoteComponent id="remote_auth/login-page" loading={<RouteLoading />} /> },
          { path: 'register', element: <RemoteComponent id="remote_auth/register-page" loading={<RouteLoading />} /> },
        ],
      },
      {
        path: paths.dashboard.root,
        element: (
          <AuthGuard>
            <DashboardLayout />
          </AuthGuard>
        ),
        children: [
          { index: true, element: <Navigate to={CONFIG.defaultPath} replace /> },
          ...dashboardRoutes.map(({ path, module }) => ({
            path,
            element: <RemoteComponent key={module} id={module} loading={<RouteLoading />} />,
          })),
          { path: USERS_PATH.slice(paths.dashboard.root.length + 1), element: <UsersPage /> },
        ],
      },
      {
        path: paths.page404,
        element: (
          <SimpleLayout>
            <NotFoundPage />
          </SimpleLayout>
        ),
      },
      {
        path: paths.page403,
        element: (
          <SimpleLayout>
            <ForbiddenPage />
          </SimpleLayout>
        ),
      },
      { path: '*', element: <Navigate to={paths.page404} replace /> },
    ],
  },
];
