import { useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ToneRescoreStatus } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/pipeline/toneRescore`: the pass that rescores stored articles with the current tone method. */
export async function getToneRescore(): Promise<ToneRescoreStatus> {
  const { data } = await apiClient.get<ToneRescoreStatus>(endpoints.pipeline.toneRescore);
  return data;
}

/** Live like the rest of the Pipeline page: asked again every `refetchInterval` ms, the last answer kept meanwhile. */
export function useToneRescore({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: analyticsKeys.toneRescore(),
    queryFn: getToneRescore,
    refetchInterval,
    placeholderData: (previous) => previous,
  });
}
