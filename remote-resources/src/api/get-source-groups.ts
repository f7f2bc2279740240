import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type SourceGroup } from '@mediawatch/shared';

import { sourceGroupKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `GET /api/sourceGroup/all`. */
export async function getSourceGroups(): Promise<SourceGroup[]> {
  const { data } = await apiClient.get<SourceGroup[]>('/sourceGroup/all');
  return data;
}

export const getSourceGroupsQueryOptions = () =>
  queryOptions({ queryKey: sourceGroupKeys.list(), queryFn: getSourceGroups });

export function useSourceGroups() {
  return useQuery(getSourceGroupsQueryOptions());
}
