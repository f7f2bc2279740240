import type { HistoricalEvent } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { ChartReferenceLine } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------
// Confirmed historical events marked on a time axis (Explore's attention
// chart, the Daily Report's hourly chart): a dashed line at the bucket that
// holds the event's day, labelled with its title. Charts are hidden from
// assistive technology: each chart also names its events in its data table
// or its description.

/** The bucket (first day of each, ascending) that holds `day`; null outside the buckets (the last one spans `lastDay`). */
export function bucketOfDay(buckets: readonly string[], day: string, lastDay: string): string | null {
  if (buckets.length === 0 || day < buckets[0]! || day > lastDay) return null;
  let found = buckets[0]!;
  for (const bucket of buckets) {
    if (bucket <= day) found = bucket;
    else break;
  }
  return found;
}

/** Events per bucket, for the lines and the data table's column. */
export function eventsByBucket(
  events: readonly HistoricalEvent[],
  buckets: readonly string[],
  lastDay: string,
): Map<string, HistoricalEvent[]> {
  const map = new Map<string, HistoricalEvent[]>();
  for (const event of events) {
    const bucket = bucketOfDay(buckets, event.date, lastDay);
    if (!bucket) continue;
    map.set(bucket, [...(map.get(bucket) ?? []), event]);
  }
  return map;
}

/** One dashed, labelled line per bucket that holds events (children of a Chart). */
export function EventMarks({ marks }: { marks: Map<string, HistoricalEvent[]> }) {
  const theme = useTheme();
  return (
    <>
      {[...marks.entries()].map(([bucket, events]) => (
        <ChartReferenceLine
          key={bucket}
          x={bucket}
          label={events.map((event) => event.title).join(' · ')}
          labelAlign="start"
          lineStyle={{ stroke: theme.palette.warning.main, strokeDasharray: '4 3', strokeWidth: 1.5 }}
        />
      ))}
    </>
  );
}
