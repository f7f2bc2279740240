import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './pnpm.mjs';

// The product's pages, for the end-to-end suites and the bench that visit them all, read
// from shared/src/federation/page-table.json: the contract's table as plain data, kept
// equal to shared/src/federation/contract.ts by its test (Playwright's loader cannot
// import the TypeScript). A page added to the table is visited without a line here,
// unless its route takes a parameter: then it needs a sample below.

/** @typedef {{ id: string, remote: string, route: string }} Page */

/**
 * Every page, in table order (the remotes', then the host's).
 * @type {Page[]}
 */
export const PAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/src/federation/page-table.json'), 'utf8')).pages;

/**
 * The sample values pages are opened with: a query that gives the page
 * something to show, and for each route parameter the kind of demo record it
 * names (the caller finds one: `records.article` is an article's id).
 */
export const SAMPLES = {
  resetPassword: { query: 'token=sample' },
  relatedArticles: { query: 'q=storm%20OR%20floods&q=election' },
  search: { query: 'q=climate' },
  read: { params: { id: 'article' } },
  ejournalIssue: { params: { id: 'ejournalIssue' } },
  sourceAnalysis: { params: { source: 'source' } },
  // The demo's most named person (the caller reads it from the demo data: ids are given as entities are found).
  entity: { params: { id: 'entity' } },
};

/** The parameters of a route pattern: `/dashboard/read/:id` -> `['id']`. */
export function paramsOf(route) {
  return [...route.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/** The guest pages (below /auth), such as the sign-in. */
export const GUEST_PAGES = PAGES.filter((page) => page.route.startsWith('/auth/'));

/** The signed-in pages (below /dashboard), those without a parameter first. */
export const DASHBOARD_PAGES = PAGES.filter((page) => page.route.startsWith('/dashboard/')).sort(
  (a, b) => Number(paramsOf(a.route).length > 0) - Number(paramsOf(b.route).length > 0),
);

/**
 * The address `page` is opened at: its parameters filled from `records` (the
 * kind of demo record a sample names, to its id) and its sample query added.
 * @param {Page} page
 * @param {Record<string, string>} [records]
 * @returns {string}
 */
export function sampleRoute(page, records = {}) {
  const sample = SAMPLES[page.id] ?? {};
  const pathname = page.route.replace(/:(\w+)/g, (_, name) => {
    const id = records[sample.params?.[name]];
    if (!id) throw new Error(`${page.route}: no sample for :${name} (SAMPLES, scripts/lib/page-routes.mjs)`);
    return encodeURIComponent(id);
  });
  return sample.query ? `${pathname}?${sample.query}` : pathname;
}
