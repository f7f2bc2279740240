import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@mediawatch/shared';

import { articleKeys, sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `DELETE /api/source/delete/{id}`: the source's articles go with it. */
export async function deleteSource(id: string): Promise<void> {
  await apiClient.delete(`/source/delete/${encodeURIComponent(id)}`);
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
      ]);
    },
  });
}
