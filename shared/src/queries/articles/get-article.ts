import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Article } from '@mediawatch/shared';

import { articleKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/article/{id}`: the article with its server-sanitized body and story cluster. */
export async function getArticle(id: string): Promise<Article> {
  const { data } = await apiClient.get<Article>(endpoints.article.one(id));
  return data;
}

export const getArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: articleKeys.detail(id), queryFn: () => getArticle(id), enabled: id.length > 0 });

export function useArticle(id: string) {
  return useQuery(getArticleQueryOptions(id));
}
