import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Topic } from '@mediawatch/shared';

import { topicKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/topic/all`: every topic with its match count. */
export async function getTopics(): Promise<Topic[]> {
  const { data } = await apiClient.get<Topic[]>(endpoints.topic.all);
  return data;
}

export const getTopicsQueryOptions = () => queryOptions({ queryKey: topicKeys.list(), queryFn: getTopics });

export function useTopics() {
  return useQuery(getTopicsQueryOptions());
}
