import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type PipelineStats } from '@mediawatch/shared';

import { workerKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

export interface PipelineWindow {
  from?: string;
  to?: string;
}

/** `GET /api/pipeline/stats`: items per stage, drops by reason and throughput over a window (default: 24 h). */
export async function getPipelineStats(window: PipelineWindow = {}): Promise<PipelineStats> {
  const { data } = await apiClient.get<PipelineStats>(endpoints.pipeline.stats, { params: toSearchParams(window) });
  return data;
}

export const getPipelineStatsQueryOptions = (window: PipelineWindow = {}) =>
  queryOptions({ queryKey: workerKeys.pipeline(window), queryFn: () => getPipelineStats(window) });

export function usePipelineStats(window: PipelineWindow = {}, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getPipelineStatsQueryOptions(window), refetchInterval });
}
