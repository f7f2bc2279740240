import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Topic, type TopicInput } from '@mediawatch/shared';

import { articleKeys, topicKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `POST /api/topic/add`: a query that does not parse answers 400 with its position. */
export async function createTopic(input: TopicInput): Promise<Topic> {
  const { data } = await apiClient.post<Topic>('/topic/add', input);
  return data;
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: async () => {
      // Articles list their topic matches.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: topicKeys.all }),
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
      ]);
    },
  });
}
