import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type SourceGroup } from '@mediawatch/shared';

import { sourceGroupKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/sourceGroup/all`. */
export async function getSourceGroups(): Promise<SourceGroup[]> {
  const { data } = await apiClient.get<SourceGroup[]>(endpoints.sourceGroup.all);
  return data;
}

export const getSourceGroupsQueryOptions = () => queryOptions({ queryKey: sourceGroupKeys.list(), queryFn: getSourceGroups });

export function useSourceGroups() {
  return useQuery(getSourceGroupsQueryOptions());
}
