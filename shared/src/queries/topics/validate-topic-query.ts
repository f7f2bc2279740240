import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type TopicValidateResult } from '@mediawatch/shared';

import { topicKeys } from '../keys';

// ----------------------------------------------------------------------

/** `POST /api/topic/validate`: always 200; `valid` false carries the message and position. */
export async function validateTopicQuery(query: string): Promise<TopicValidateResult> {
  const { data } = await apiClient.post<TopicValidateResult>(endpoints.topic.validate, { query });
  return data;
}

export const validateTopicQueryOptions = (query: string) =>
  queryOptions({
    queryKey: topicKeys.validate(query),
    queryFn: () => validateTopicQuery(query),
    enabled: query.trim().length > 0,
    staleTime: Infinity,
  });

export function useValidateTopicQuery(query: string) {
  return useQuery(validateTopicQueryOptions(query));
}
