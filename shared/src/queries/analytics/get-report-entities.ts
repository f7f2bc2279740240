import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type DailyReportEntities, type DailyReportQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/report/entities`: the day's most mentioned people, organizations and places, and its countries. */
export async function getReportEntities(query: DailyReportQuery): Promise<DailyReportEntities> {
  const { data } = await apiClient.get<DailyReportEntities>(endpoints.report.entities, { params: toSearchParams(query) });
  return data;
}

/** Today's follow ingestion (`refetchInterval`), as the report does; a past day does not change. */
export function useReportEntities(query: DailyReportQuery, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.reportEntities(query),
      queryFn: () => getReportEntities(query),
      refetchInterval,
      placeholderData: (previous) => previous,
    }),
  );
}
