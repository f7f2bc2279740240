import { useParams } from 'react-router-dom';

import { routeParamNames, type AppRoute, type RouteParams } from '../routes/route';

// ----------------------------------------------------------------------
// `@mediawatch/shared/router`: the one entry every app imports routing from.
// It is a shared singleton (one router, one set of contexts on a page), and
// react-router-dom itself is not shared: it is bundled inside this module, so
// only what is re-exported here ships (docs/decisions/0002-shared-module-policy.md). Add a name here
// before using it; never import react-router or react-router-dom elsewhere
// (the lint forbids it). Routing is declarative (`BrowserRouter` and
// `useRoutes`): the product has no loaders or actions, and react-router's data
// router would add about 17 KiB gzip to every page (docs/decisions/0030-declarative-routing.md).

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';

/**
 * The parameters of the current page, typed by its route:
 * `const { id } = useRouteParams(paths.read)`. A parameter the URL lacks is
 * an empty string (the router only renders a page when its pattern matched).
 */
export function useRouteParams<P extends string>(route: AppRoute<P>): RouteParams<P> {
  const params = useParams();
  return Object.fromEntries(routeParamNames(route.path).map((name) => [name, params[name] ?? ''])) as RouteParams<P>;
}
