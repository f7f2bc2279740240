import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ScheduledJob } from '@mediawatch/shared';

import { schedulerKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/scheduler/all`: every scheduled job with its last and next run. */
export async function getScheduledJobs(): Promise<ScheduledJob[]> {
  const { data } = await apiClient.get<ScheduledJob[]>(endpoints.scheduler.all);
  return data;
}

/** Refreshed every 2 s while a job runs (its end shows without a reload), else every 15 s. */
export const getScheduledJobsQueryOptions = () =>
  queryOptions({
    queryKey: schedulerKeys.list(),
    queryFn: getScheduledJobs,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'running') ? 2000 : 15_000),
  });

export function useScheduledJobs() {
  return useQuery(getScheduledJobsQueryOptions());
}
