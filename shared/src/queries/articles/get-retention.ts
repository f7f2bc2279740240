import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type RetentionPolicy } from '@mediawatch/shared';

import { articleKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/article/retention`: how long articles are kept, and how many there are. */
export async function getRetention(): Promise<RetentionPolicy> {
  const { data } = await apiClient.get<RetentionPolicy>(endpoints.article.retention);
  return data;
}

export const getRetentionQueryOptions = () => queryOptions({ queryKey: articleKeys.retention(), queryFn: getRetention });

export function useRetention() {
  return useQuery(getRetentionQueryOptions());
}
