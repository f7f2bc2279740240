import { apiClient, endpoints } from '@mediawatch/shared';

import { sourceKeys, workerKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

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
  await apiClient.post(endpoints.source.action(action, id));
}

/** Refreshes the sources and the worker's queue, wherever they are shown. */
export function useSourceAction() {
  return useInvalidatingMutation(runSourceAction, [sourceKeys.all, workerKeys.all]);
}
