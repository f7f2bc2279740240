import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@mediawatch/shared';

import { sourceKeys, workerKeys } from './query-keys';

// ----------------------------------------------------------------------

/** Fetch now (queued, 202), pause, resume, or clear the failures and make the source due now. */
export type SourceAction = 'fetch' | 'pause' | 'resume' | 'resetErrors';

export interface SourceActionVariables {
  action: SourceAction;
  id: string;
}

/** `POST /api/source/{fetch|pause|resume|resetErrors}/{id}`. */
export async function runSourceAction({ action, id }: SourceActionVariables): Promise<void> {
  await apiClient.post(`/source/${action}/${encodeURIComponent(id)}`);
}

export function useSourceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSourceAction,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
      ]);
    },
  });
}
