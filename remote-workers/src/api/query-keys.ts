import type { FetchRunListQuery } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The same key shapes as remote-resources (sources), so one cache serves both
// pages and an action on either refreshes the other.

export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
};

export const workerKeys = {
  all: ['worker'] as const,
  status: () => [...workerKeys.all, 'status'] as const,
  fetchRuns: (query: FetchRunListQuery) => [...workerKeys.all, 'fetchRuns', query] as const,
};

/** The worker page follows the queue live: how often it asks again. */
export const LIVE_REFRESH_MS = 10_000;
