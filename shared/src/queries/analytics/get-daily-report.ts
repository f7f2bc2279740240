import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type DailyReport, type DailyReportQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/report/daily`: one day (in `tz`) against the day before and its 28-day band. */
export async function getDailyReport(query: DailyReportQuery): Promise<DailyReport> {
  const { data } = await apiClient.get<DailyReport>(endpoints.report.daily, { params: toSearchParams(query) });
  return data;
}

export const getDailyReportQueryOptions = (query: DailyReportQuery) =>
  queryOptions({ queryKey: analyticsKeys.report(query), queryFn: () => getDailyReport(query) });

/** Today's report follows ingestion (`refetchInterval`); a past day does not change. */
export function useDailyReport(query: DailyReportQuery, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getDailyReportQueryOptions(query), refetchInterval, placeholderData: (previous) => previous });
}
