import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ArticleListQuery, type ArticlePage } from '@mediawatch/shared';

import { articleKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/article/all`: one page of articles, filtered and sorted on the server. */
export async function getArticles(query: ArticleListQuery): Promise<ArticlePage> {
  const { data } = await apiClient.get<ArticlePage>(endpoints.article.all, { params: toSearchParams(query) });
  return data;
}

export const getArticlesQueryOptions = (query: ArticleListQuery) =>
  queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: () => getArticles(query),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useArticles(query: ArticleListQuery) {
  return useQuery(getArticlesQueryOptions(query));
}
