import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type MediaScaleIndex } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';

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
