import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type WorkerStatus } from '@mediawatch/shared';

import { LIVE_REFRESH_MS, workerKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `GET /api/worker/status`: the queue at a glance. */
export async function getWorkerStatus(): Promise<WorkerStatus> {
  const { data } = await apiClient.get<WorkerStatus>('/worker/status');
  return data;
}

export const getWorkerStatusQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.status(), queryFn: getWorkerStatus, refetchInterval: LIVE_REFRESH_MS });

export function useWorkerStatus() {
  return useQuery(getWorkerStatusQueryOptions());
}
