import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type MediaScaleIndex, type MediaScaleWeights, type MediaScaleWeightsInput } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `GET /api/mediaScaleIndex/all`: every source ranked over the last `days` days. */
export async function getMediaScaleIndex(days: number): Promise<MediaScaleIndex> {
  const { data } = await apiClient.get<MediaScaleIndex>(endpoints.mediaScaleIndex.all, { params: { days } });
  return data;
}

export const getMediaScaleIndexQueryOptions = (days: number) =>
  queryOptions({ queryKey: analyticsKeys.mediaScale(days), queryFn: () => getMediaScaleIndex(days) });

export function useMediaScaleIndex(days: number) {
  return useQuery({ ...getMediaScaleIndexQueryOptions(days), placeholderData: (previous) => previous });
}

/** `PUT /api/mediaScaleIndex/weights` (tuneMediaScaleIndex): the ranking and the formula follow. */
export async function updateMediaScaleWeights(weights: MediaScaleWeightsInput): Promise<MediaScaleWeights> {
  const { data } = await apiClient.put<MediaScaleWeights>(endpoints.mediaScaleIndex.weights, weights);
  return data;
}

export function useUpdateMediaScaleWeights() {
  return useInvalidatingMutation(updateMediaScaleWeights, [[...analyticsKeys.all, 'mediaScale'], analyticsKeys.mediaScaleWeights()]);
}
