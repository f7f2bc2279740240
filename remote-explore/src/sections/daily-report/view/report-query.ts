import type { QueryClient } from '@tanstack/react-query';
import { getDailyReportQueryOptions, getHistoricalEventsQueryOptions } from '@mediawatch/shared/queries';
import { browserTimeZone, isDay, localToday } from '@mediawatch/shared/ui';
import type { DailyReportQuery } from '@mediawatch/shared';

/** The day a Daily Report shows: `?day=` when it is today or before, else today, in the browser's time zone. */
export function reportQueryOf(
  params: URLSearchParams,
  today: string = localToday(),
  tz: string = browserTimeZone(),
): Required<Pick<DailyReportQuery, 'day' | 'tz'>> {
  const asked = params.get('day');
  return { day: isDay(asked) && asked <= today ? asked : today, tz };
}

/** The historical events the report marks on its hourly chart: the confirmed ones of its day. */
export const reportEventsQuery = (day: string) => ({ status: 'confirmed', from: day, to: day }) as const;

/** The page's prefetch (PageModule.prefetch): the report and its events, with the keys the page reads. */
export function prefetchDailyReport(client: QueryClient, { search }: { search: string }): Promise<unknown> {
  const query = reportQueryOf(new URLSearchParams(search));
  return Promise.all([
    client.prefetchQuery(getDailyReportQueryOptions(query)),
    client.prefetchQuery(getHistoricalEventsQueryOptions(reportEventsQuery(query.day))),
  ]);
}
