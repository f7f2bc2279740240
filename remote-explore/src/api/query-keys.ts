import type { ArticleSearchQuery } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The same key shapes as remote-resources, so the shared cache and its
// invalidations (a source deleted there) reach these pages too.

export const articleKeys = {
  all: ['articles'] as const,
  search: (query: ArticleSearchQuery) => [...articleKeys.all, 'search', query] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
};
