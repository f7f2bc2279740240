import { useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type PipelineThroughput } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/pipeline/throughput`: articles per minute over the last `minutes`, and the slowest sources. */
export async function getPipelineThroughput(minutes: number): Promise<PipelineThroughput> {
  const { data } = await apiClient.get<PipelineThroughput>(endpoints.pipeline.throughput, { params: { minutes } });
  return data;
}

/** Live: asked again every `refetchInterval` ms, the previous answer kept on screen meanwhile (no flicker). */
export function usePipelineThroughput(minutes: number, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: analyticsKeys.throughput(minutes),
    queryFn: () => getPipelineThroughput(minutes),
    refetchInterval,
    placeholderData: (previous) => previous,
  });
}
