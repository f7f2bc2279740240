import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type SourceGroup, type SourceGroupInput } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `POST /api/sourceGroup/add`. */
export async function createSourceGroup(input: SourceGroupInput): Promise<SourceGroup> {
  const { data } = await apiClient.post<SourceGroup>('/sourceGroup/add', input);
  return data;
}

export function useCreateSourceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSourceGroup,
    onSuccess: async () => {
      // Sources list their groupIds.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
      ]);
    },
  });
}
