import type { ArticleListQuery, ArticleSearchQuery } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Query keys of the news domain. remote-workers and remote-explore use the same
// shapes, so one shared cache serves every page and a mutation here refreshes
// what the others show.

export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
};

export const sourceGroupKeys = {
  all: ['sourceGroups'] as const,
  list: () => [...sourceGroupKeys.all, 'list'] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  list: () => [...topicKeys.all, 'list'] as const,
};

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleListQuery) => [...articleKeys.all, 'list', query] as const,
  search: (query: ArticleSearchQuery) => [...articleKeys.all, 'search', query] as const,
  retention: () => [...articleKeys.all, 'retention'] as const,
};
