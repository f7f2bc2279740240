import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type CronPreviewResult } from '@mediawatch/shared';

import { schedulerKeys } from '../keys';

// ----------------------------------------------------------------------

/** `POST /api/scheduler/preview`: always 200; `valid` false carries the parser's message. */
export async function previewCron(cron: string, timeZone: string): Promise<CronPreviewResult> {
  const { data } = await apiClient.post<CronPreviewResult>(endpoints.scheduler.preview, { cron, timeZone });
  return data;
}

export const previewCronQueryOptions = (cron: string, timeZone: string) =>
  queryOptions({
    queryKey: schedulerKeys.preview(cron, timeZone),
    queryFn: () => previewCron(cron, timeZone),
    enabled: cron.trim().length > 0 && timeZone.trim().length > 0,
    staleTime: 30_000,
  });

export function usePreviewCron(cron: string, timeZone: string) {
  return useQuery(previewCronQueryOptions(cron, timeZone));
}
