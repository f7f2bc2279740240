import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Source, type SourceUpdate } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

export interface UpdateSourceVariables {
  id: string;
  update: SourceUpdate;
}

/** `PATCH /api/source/update/{id}`: only the fields sent change. */
export async function updateSource({ id, update }: UpdateSourceVariables): Promise<Source> {
  const { data } = await apiClient.patch<Source>(`/source/update/${encodeURIComponent(id)}`, update);
  return data;
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
      ]);
    },
  });
}
