import type { PipelineThroughput } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, useFormat, sparseTicks, tickLabel } from '@mediawatch/shared/ui';

import { usePipelineTexts } from './texts';

// ----------------------------------------------------------------------

/** Articles stored per minute in each bucket of the window; failed fetches in the table. */
export default function ThroughputChart({ throughput, long }: { throughput: PipelineThroughput; long: boolean }) {
  const { t } = usePipelineTexts();
  const theme = useTheme();
  const format = useFormat();
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
      <Chart
        categories={starts}
        // A tick: the clock (a week: the day and the hour); the tooltip, the whole time.
        categoryFormat={(value, location) =>
          location === 'tick'
            ? tickLabel(
                format.locale,
                value,
                long
                  ? { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
                  : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
              )
            : label(value)
        }
        tickEvery={sparseTicks(starts.length)}
        min={0}
        series={[
          {
            data: throughput.buckets.map((bucket) => bucket.perMinute),
            label: t('pipeline.throughput.perMinute'),
            color: theme.palette.primary.main,
            format: (value) => format.number(value, { maximumFractionDigits: 2 }),
          },
        ]}
      />
    </ChartPanel>
  );
}
