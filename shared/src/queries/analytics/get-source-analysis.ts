import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type SourceAnalysis, type SourceAnalysisQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/sourceAnalysis/{id}`: a source's 28 days with its band, tone, share of voice and top words. */
export async function getSourceAnalysis(sourceId: string, query: SourceAnalysisQuery): Promise<SourceAnalysis> {
  const { data } = await apiClient.get<SourceAnalysis>(endpoints.sourceAnalysis.one(sourceId), { params: toSearchParams(query) });
  return data;
}

export const getSourceAnalysisQueryOptions = (sourceId: string, query: SourceAnalysisQuery) =>
  queryOptions({ queryKey: analyticsKeys.source(sourceId, query), queryFn: () => getSourceAnalysis(sourceId, query) });

export function useSourceAnalysis(sourceId: string, query: SourceAnalysisQuery) {
  return useQuery({ ...getSourceAnalysisQueryOptions(sourceId, query), placeholderData: (previous) => previous });
}
