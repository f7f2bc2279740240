import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/**
 * The last `minutes` minutes, the bounds taken when each request leaves (so a
 * live page's window slides); asked again every `refetchInterval` ms, the
 * previous answer kept on screen meanwhile, also when the length changes.
 */
export function usePipelineStatsLast(minutes: number, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: workerKeys.pipelineLast(minutes),
    queryFn: () => getPipelineStats({ from: new Date(Date.now() - minutes * 60_000).toISOString() }),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}
