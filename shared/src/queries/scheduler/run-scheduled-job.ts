import { apiClient, endpoints, type ScheduledJob } from '@mediawatch/shared';

import { schedulerKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/scheduler/run/{name}` (manageScheduler): starts a run now (202). */
export async function runScheduledJob(name: string): Promise<ScheduledJob> {
  const { data } = await apiClient.post<ScheduledJob>(endpoints.scheduler.run(name));
  return data;
}

export function useRunScheduledJob() {
  return useInvalidatingMutation(runScheduledJob, [schedulerKeys.all]);
}
