import { apiClient, endpoints, type Topic, type TopicInput } from '@mediawatch/shared';

import { articleKeys, topicKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/topic/add`: a query that does not parse answers 400 with its position. */
export async function createTopic(input: TopicInput): Promise<Topic> {
  const { data } = await apiClient.post<Topic>(endpoints.topic.add, input);
  return data;
}

/** Articles list their topic matches. */
export function useCreateTopic() {
  return useInvalidatingMutation(createTopic, [topicKeys.all, articleKeys.all]);
}
