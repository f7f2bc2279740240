import { apiClient, endpoints, type Topic, type TopicUpdate } from '@mediawatch/shared';

import { articleKeys, topicKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateTopicVariables {
  id: string;
  update: TopicUpdate;
}

/** `PATCH /api/topic/update/{id}`. */
export async function updateTopic({ id, update }: UpdateTopicVariables): Promise<Topic> {
  const { data } = await apiClient.patch<Topic>(endpoints.topic.update(id), update);
  return data;
}

export function useUpdateTopic() {
  return useInvalidatingMutation(updateTopic, [topicKeys.all, articleKeys.all]);
}
