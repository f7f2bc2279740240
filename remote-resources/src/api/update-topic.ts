import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Topic, type TopicUpdate } from '@mediawatch/shared';

import { articleKeys, topicKeys } from './query-keys';

// ----------------------------------------------------------------------

export interface UpdateTopicVariables {
  id: string;
  update: TopicUpdate;
}

/** `PATCH /api/topic/update/{id}`. */
export async function updateTopic({ id, update }: UpdateTopicVariables): Promise<Topic> {
  const { data } = await apiClient.patch<Topic>(`/topic/update/${encodeURIComponent(id)}`, update);
  return data;
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: topicKeys.all }),
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
      ]);
    },
  });
}
