import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@mediawatch/shared';

import { articleKeys, topicKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `DELETE /api/topic/delete/{id}`: its matches go with it, the articles stay. */
export async function deleteTopic(id: string): Promise<void> {
  await apiClient.delete(`/topic/delete/${encodeURIComponent(id)}`);
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: topicKeys.all }),
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
      ]);
    },
  });
}
