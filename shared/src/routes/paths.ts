import { hostPages, remoteContract, REMOTE_NAMES, type PageId, type PageRoutes } from '../federation/contract';
import { defineRoute, type AppRoute } from './route';

// ----------------------------------------------------------------------
// Every route of the product (docs/spec.md §2), as typed routes. The pages'
// routes come from the contract table (federation/contract.ts); the rest are
// the areas and the error pages. Links are built with `.getHref(...)` and the
// router matches `.path`, never a string literal.

type PagePaths = { [P in PageId]: AppRoute<PageRoutes[P]> };

function pagePaths(): PagePaths {
  const entries: [string, AppRoute][] = [
    ...REMOTE_NAMES.flatMap((remote) =>
      Object.entries(remoteContract[remote].pages as Record<string, { route: string }>).map(
        ([id, page]) => [id, defineRoute(page.route)] as [string, AppRoute],
      ),
    ),
    ...Object.entries(hostPages).map(([id, page]) => [id, defineRoute(page.route)] as [string, AppRoute]),
  ];
  return Object.fromEntries(entries) as PagePaths;
}

export const paths = {
  root: defineRoute('/'),
  page403: defineRoute('/403'),
  page404: defineRoute('/404'),
  /** The guest-only area (sign-in and registration). */
  auth: defineRoute('/auth'),
  /** The signed-in area, inside the dashboard layout. */
  dashboard: defineRoute('/dashboard'),
  ...pagePaths(),
} as const;

/** Adds `?returnTo=<path>` to the login route (docs/spec.md §2, guards). */
export function loginHref(returnTo?: string): string {
  return paths.login.getHref({ returnTo });
}

/**
 * Reads a `returnTo` query value and keeps only same-site paths, so a crafted
 * link cannot send a user who signs in to another site.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  // Read the value as the browser's URL parser will: it drops tabs and newlines
  // anywhere and trims control characters and spaces, so "/\t/evil.example" is
  // "//evil.example", another site.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.startsWith('/\\')) return fallback;
  try {
    const url = new URL(cleaned, SAME_SITE);
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** A base that no returnTo may leave (the parser resolves the value against it). */
const SAME_SITE = 'https://mediawatch.invalid';
