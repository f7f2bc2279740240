import type { ExploreAttention, HistoricalEvent } from '@mediawatch/shared';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartPanel, dayAxisFormatter, sparseTicks, useFormat, useChartAxes, useSeriesColors } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
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
  const { t } = useTranslate();
  const format = useFormat();
  const axes = useChartAxes();
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
          ...(withEvents ? [t('historicalEvents.marks.column')] : []),
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
      <LineChart
        xAxis={[
          {
            scaleType: 'point',
            data: attention.buckets,
            valueFormatter: dayAxisFormatter(format.locale, format.date, attention.interval),
            tickLabelInterval: sparseTicks(attention.buckets.length),
            reverse: axes.reverse,
          },
        ]}
        yAxis={[
          {
            position: axes.yPosition,
            width: 56,
            min: 0,
            valueFormatter: (value: number) => (measure === 'share' ? format.percent(value, value < 0.1 ? 1 : 0) : format.number(value)),
          },
        ]}
        series={attention.series.map((series, index) => ({
          id: `q${index}`,
          data: values(series.counts),
          label: series.query,
          color: colors[index % colors.length],
          showMark: attention.buckets.length <= 31,
          valueFormatter: (value: number | null) =>
            value === null ? '' : measure === 'share' ? format.percent(value, 2) : format.number(value),
        }))}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <EventMarks marks={marks} />
      </LineChart>
    </ChartPanel>
  );
}
