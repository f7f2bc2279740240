import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `DELETE /api/sourceGroup/delete/{id}`: the group goes, its sources stay. */
export async function deleteSourceGroup(id: string): Promise<void> {
  await apiClient.delete(`/sourceGroup/delete/${encodeURIComponent(id)}`);
}

export function useDeleteSourceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSourceGroup,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
      ]);
    },
  });
}
