import { apiClient, endpoints, type ScheduledJob, type ScheduledJobUpdate } from '@mediawatch/shared';

import { schedulerKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateScheduledJobVariables {
  name: string;
  update: ScheduledJobUpdate;
}

/** `PATCH /api/scheduler/update/{name}` (manageScheduler): enable, disable, or change cron and zone. */
export async function updateScheduledJob({ name, update }: UpdateScheduledJobVariables): Promise<ScheduledJob> {
  const { data } = await apiClient.patch<ScheduledJob>(endpoints.scheduler.update(name), update);
  return data;
}

export function useUpdateScheduledJob() {
  return useInvalidatingMutation(updateScheduledJob, [schedulerKeys.all]);
}
