import { apiClient, endpoints, type MediaScaleWeights, type MediaScaleWeightsInput } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `PUT /api/mediaScaleIndex/weights` (tuneMediaScaleIndex): the ranking and the formula follow. */
export async function updateMediaScaleWeights(weights: MediaScaleWeightsInput): Promise<MediaScaleWeights> {
  const { data } = await apiClient.put<MediaScaleWeights>(endpoints.mediaScaleIndex.weights, weights);
  return data;
}

/** Saves the weights, then refreshes every period's ranking and the weights wherever they are shown. */
export function useUpdateMediaScaleWeights() {
  return useInvalidatingMutation(updateMediaScaleWeights, [[...analyticsKeys.all, 'mediaScale'], analyticsKeys.mediaScaleWeights()]);
}
