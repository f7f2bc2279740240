import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ArticleSearchQuery, type ArticleSearchResult } from '@mediawatch/shared';

import { articleKeys } from './query-keys';

// ----------------------------------------------------------------------

function toParams(query: ArticleSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/**
 * `GET /api/article/search`: ranked hits with highlights and facets. A query
 * that does not parse is a 400 whose body carries `position` and `length`.
 */
export async function searchArticles(query: ArticleSearchQuery): Promise<ArticleSearchResult> {
  const { data } = await apiClient.get<ArticleSearchResult>('/article/search', { params: toParams(query) });
  return data;
}

export const searchArticlesQueryOptions = (query: ArticleSearchQuery) =>
  queryOptions({
    queryKey: articleKeys.search(query),
    queryFn: () => searchArticles(query),
    // Keep the last results on screen while the next page or facet loads.
    placeholderData: keepPreviousData,
    enabled: query.q.trim().length > 0,
  });

export function useSearchArticles(query: ArticleSearchQuery) {
  return useQuery(searchArticlesQueryOptions(query));
}
