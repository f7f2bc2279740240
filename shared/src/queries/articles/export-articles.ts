import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type ArticleFilter } from '@mediawatch/shared';

import { saveBlob } from '../../ui-kit/utils/save-blob';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

export interface ExportArticlesVariables extends ArticleFilter {
  sort?: string;
  order?: 'asc' | 'desc';
  /** A search's query: the export holds what the search finds. */
  q?: string;
}

/**
 * `GET /api/article/export`: the CSV of every article the filter matches (the
 * server streams it). It goes through the API client because the API wants a
 * Bearer token, which a plain link cannot send.
 */
export async function exportArticles(variables: ExportArticlesVariables): Promise<void> {
  const { data } = await apiClient.get<Blob>(endpoints.article.export, { params: toSearchParams(variables), responseType: 'blob' });
  saveBlob(data, `mediawatch-articles-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportArticles() {
  return useMutation({ mutationFn: exportArticles });
}
