import type { ExploreAttention, HistoricalEvent } from '@mediawatch/shared';
import { Chart, ChartPanel, dayAxisFormatter, sparseTicks, useFormat, useSeriesColors } from '@mediawatch/shared/ui';

import { useExplorerTexts } from './texts';
import { useHistoricalEventsTexts } from '../historical-events/texts';
import { EventMarks, eventsByBucket } from '../historical-events/event-marks';
import type { Measure } from './explore-state';

// ----------------------------------------------------------------------

export interface AttentionChartProps {
  attention: ExploreAttention;
  measure: Measure;
  /** A toggle between share and count, in the panel's header. */
  action: React.ReactNode;
  /** Confirmed historical events of the period, marked on the time axis. */
  events?: HistoricalEvent[];
  /** The period's last day (the last bucket runs to it). */
  lastDay?: string;
}

/** Each query's matches per bucket, as a share of every article in the filters (Media Cloud's default) or as counts. */
export default function AttentionChart({ attention, measure, action, events = [], lastDay }: AttentionChartProps) {
  const { t } = useExplorerTexts();
  const { t: tHistoricalEvents } = useHistoricalEventsTexts();
  const format = useFormat();
  const colors = useSeriesColors();
  const interval = t(`explorer.${attention.interval}`).toLowerCase();
  const share = (count: number, index: number) => (attention.totals[index] ? count / attention.totals[index]! : 0);
  const values = (counts: number[]) => (measure === 'share' ? counts.map(share) : counts);
  const empty = attention.totals.every((total) => total === 0);
  const marks = eventsByBucket(events, attention.buckets, lastDay ?? attention.buckets[attention.buckets.length - 1] ?? '');
  const withEvents = marks.size > 0;
  return (
    <ChartPanel
      title={t('explorer.attention.title')}
      description={t(measure === 'share' ? 'explorer.attention.shareDescription' : 'explorer.attention.countDescription', { interval })}
      action={action}
      empty={empty ? t('explorer.attention.empty') : null}
      csvName="attention"
      height={320}
      table={{
        columns: [
          t('explorer.attention.bucket'),
          ...attention.series.flatMap((series) => [`${series.query} (${t('explorer.count')})`, `${series.query} (${t('explorer.share')})`]),
          t('explorer.attention.total'),
          ...(withEvents ? [tHistoricalEvents('historicalEvents.marks.column')] : []),
        ],
        rows: attention.buckets.map((bucket, index) => [
          bucket,
          ...attention.series.flatMap((series) => [
            series.counts[index]!,
            Math.round(share(series.counts[index]!, index) * 10_000) / 10_000,
          ]),
          attention.totals[index]!,
          ...(withEvents ? [(marks.get(bucket) ?? []).map((event) => event.title).join('; ')] : []),
        ]),
      }}
    >
      <Chart
        categories={attention.buckets}
        categoryFormat={dayAxisFormatter(format.locale, format.date, attention.interval)}
        tickEvery={sparseTicks(attention.buckets.length)}
        axisWidth={56}
        min={0}
        valueFormat={(value) => (measure === 'share' ? format.percent(value, value < 0.1 ? 1 : 0) : format.number(value))}
        legend
        series={attention.series.map((series, index) => ({
          type: 'line',
          data: values(series.counts),
          label: series.query,
          color: colors[index % colors.length],
          format: (value) => (measure === 'share' ? format.percent(value, 2) : format.number(value)),
        }))}
      >
        <EventMarks marks={marks} />
      </Chart>
    </ChartPanel>
  );
}
