import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type SourceGroup, type SourceGroupUpdate } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

export interface UpdateSourceGroupVariables {
  id: string;
  update: SourceGroupUpdate;
}

/** `PATCH /api/sourceGroup/update/{id}`: `sourceIds`, when sent, replaces the membership. */
export async function updateSourceGroup({ id, update }: UpdateSourceGroupVariables): Promise<SourceGroup> {
  const { data } = await apiClient.patch<SourceGroup>(`/sourceGroup/update/${encodeURIComponent(id)}`, update);
  return data;
}

export function useUpdateSourceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSourceGroup,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
      ]);
    },
  });
}
