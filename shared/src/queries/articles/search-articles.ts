import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ArticleSearchQuery, type ArticleSearchResult } from '@mediawatch/shared';

import { articleKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/article/search`: a 400 carries the parse error's `position` and `length`. */
export async function searchArticles(query: ArticleSearchQuery): Promise<ArticleSearchResult> {
  const { data } = await apiClient.get<ArticleSearchResult>(endpoints.article.search, { params: toSearchParams(query) });
  return data;
}

export const searchArticlesQueryOptions = (query: ArticleSearchQuery) =>
  queryOptions({
    queryKey: articleKeys.search(query),
    queryFn: () => searchArticles(query),
    placeholderData: keepPreviousData,
    enabled: query.q.trim().length > 0,
  });

export function useSearchArticles(query: ArticleSearchQuery) {
  return useQuery(searchArticlesQueryOptions(query));
}
