import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Source, type SourceInput } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `POST /api/source/add`: the server fetches the new source within 10 s. */
export async function createSource(input: SourceInput): Promise<Source> {
  const { data } = await apiClient.post<Source>('/source/add', input);
  return data;
}

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: async () => {
      // Group membership counts change with the source's groupIds.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
      ]);
    },
  });
}
