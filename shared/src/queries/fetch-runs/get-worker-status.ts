import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type WorkerStatus } from '@mediawatch/shared';

import { workerKeys } from '../keys';
import { LIVE_REFRESH_MS } from '../mutation';

// ----------------------------------------------------------------------

/** `GET /api/worker/status`: the queue at a glance. */
export async function getWorkerStatus(): Promise<WorkerStatus> {
  const { data } = await apiClient.get<WorkerStatus>(endpoints.worker.status);
  return data;
}

export const getWorkerStatusQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.status(), queryFn: getWorkerStatus, refetchInterval: LIVE_REFRESH_MS });

export function useWorkerStatus() {
  return useQuery(getWorkerStatusQueryOptions());
}
