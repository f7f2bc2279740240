const ROOTS = {
  auth: '/auth',
  dashboard: '/dashboard',
} as const;

/**
 * Every route of spec section 2. Links are built from here, never from string
 * literals, so a renamed route breaks the type check instead of a link.
 */
export const paths = {
  root: '/',
  page403: '/403',
  page404: '/404',
  auth: {
    jwt: {
      login: `${ROOTS.auth}/jwt/login`,
      register: `${ROOTS.auth}/jwt/register`,
    },
  },
  dashboard: {
    root: ROOTS.dashboard,
    reports: `${ROOTS.dashboard}/reports`,
    worker: `${ROOTS.dashboard}/worker`,
    pipeline: `${ROOTS.dashboard}/pipeline`,
    considerations: `${ROOTS.dashboard}/considerations`,
    tasks: `${ROOTS.dashboard}/tasks`,
    relatedArticles: `${ROOTS.dashboard}/related-articles`,
    thinkboard: `${ROOTS.dashboard}/thinkboard`,
    tension: `${ROOTS.dashboard}/tension`,
    scheduler: `${ROOTS.dashboard}/scheduler`,
    ejournal: `${ROOTS.dashboard}/ejournal`,
    notes: `${ROOTS.dashboard}/notes`,
    pdfArticle: `${ROOTS.dashboard}/pdfArticle`,
    historicalEvents: `${ROOTS.dashboard}/historicalEvents`,
    realTimeEvents: `${ROOTS.dashboard}/realTimeEvents`,
    mediaScaleIndex: `${ROOTS.dashboard}/mediaScaleIndex`,
    read: (id: string) => `${ROOTS.dashboard}/read/${encodeURIComponent(id)}`,
    sourceAnalysis: (source: string) => `${ROOTS.dashboard}/source-analysis/${encodeURIComponent(source)}`,
    search: `${ROOTS.dashboard}/search`,
    monitor: `${ROOTS.dashboard}/monitor`,
    group: {
      sources: `${ROOTS.dashboard}/group/sources`,
      sourceGroups: `${ROOTS.dashboard}/group/sourceGroups`,
      topics: `${ROOTS.dashboard}/group/topics`,
      warehouse: `${ROOTS.dashboard}/group/warehouse`,
      podcasts: `${ROOTS.dashboard}/group/podcasts`,
    },
  },
} as const;

/** Adds `?returnTo=<path>` to the login route (spec section 2, guards). */
export function loginHref(returnTo?: string): string {
  if (!returnTo) return paths.auth.jwt.login;
  return `${paths.auth.jwt.login}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * Reads a `returnTo` query value and keeps only same-site paths, so a crafted
 * link cannot send a user who signs in to another site.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
