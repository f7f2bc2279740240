import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@mediawatch/shared';

import { sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/**
 * The one-click actions on a source: `fetch` queues a fetch now (202),
 * `pause` / `resume` switch polling off and on, `resetErrors` clears the
 * failure count and makes the source due now.
 */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
