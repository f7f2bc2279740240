import type { PipelineThroughput } from '@mediawatch/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { ChartPanel, useFormat, sparseTicks, tickLabel, useChartAxes } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/** Articles stored per minute in each bucket of the window; failed fetches in the table. */
export default function ThroughputChart({ throughput, long }: { throughput: PipelineThroughput; long: boolean }) {
  const { t } = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const axes = useChartAxes();
  const starts = throughput.buckets.map((bucket) => bucket.start);
  const label = (start: string) => format.dateTime(start);
  return (
    <ChartPanel
      title={t('pipeline.throughput.title')}
      description={t('pipeline.throughput.description', { minutes: format.number(throughput.bucketMinutes) })}
      empty={throughput.buckets.every((bucket) => bucket.runs === 0) ? t('pipeline.throughput.empty') : null}
      csvName="pipeline-throughput"
      table={{
        columns: [
          t('pipeline.throughput.start'),
          t('pipeline.throughput.perMinute'),
          t('pipeline.throughput.articles'),
          t('pipeline.throughput.runs'),
          t('pipeline.throughput.errors'),
        ],
        rows: throughput.buckets.map((bucket) => [label(bucket.start), bucket.perMinute, bucket.articles, bucket.runs, bucket.errors]),
      }}
      height={300}
    >
      <BarChart
        xAxis={[
          {
            scaleType: 'band',
            data: starts,
            reverse: axes.reverse,
            // A tick: the clock (a week: the day and the hour); the tooltip, the whole time.
            valueFormatter: (value: string, context) =>
              context.location === 'tick'
                ? tickLabel(
                    format.locale,
                    value,
                    long
                      ? { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
                      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
                  )
                : label(value),
            tickLabelInterval: sparseTicks(starts.length),
          },
        ]}
        yAxis={[{ position: axes.yPosition, width: 44, min: 0 }]}
        series={[
          {
            data: throughput.buckets.map((bucket) => bucket.perMinute),
            label: t('pipeline.throughput.perMinute'),
            color: theme.palette.primary.main,
            valueFormatter: (value: number | null) => (value === null ? '–' : format.number(value, { maximumFractionDigits: 2 })),
          },
        ]}
        hideLegend
        skipAnimation
        margin={{ top: 16, right: 8, bottom: 0, left: 8 }}
      />
    </ChartPanel>
  );
}
