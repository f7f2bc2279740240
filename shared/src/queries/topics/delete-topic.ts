import { apiClient, endpoints } from '@mediawatch/shared';

import { articleKeys, topicKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/topic/delete/{id}`: its matches go with it, the articles stay. */
export async function deleteTopic(id: string): Promise<void> {
  await apiClient.delete(endpoints.topic.delete(id));
}

export function useDeleteTopic() {
  return useInvalidatingMutation(deleteTopic, [topicKeys.all, articleKeys.all]);
}
