import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type MediaScaleWeights } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/mediaScaleIndex/weights`: the weights of the index's formula, who set them and when. */
export async function getMediaScaleWeights(): Promise<MediaScaleWeights> {
  const { data } = await apiClient.get<MediaScaleWeights>(endpoints.mediaScaleIndex.weights);
  return data;
}

export const getMediaScaleWeightsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.mediaScaleWeights(), queryFn: getMediaScaleWeights });

export function useMediaScaleWeights() {
  return useQuery(getMediaScaleWeightsQueryOptions());
}
