import { Suspense } from 'react';
import { lazyRetrying } from '@mediawatch/shared';
import { usePipelineStatsLast, usePipelineThroughput, useToneRescore } from '@mediawatch/shared/queries';
import { useSearchParams } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorState, PageHeader, useFormat } from '@mediawatch/shared/ui';

import { usePipelineTexts } from '../texts';
import { SlowestSources } from '../slowest-sources';
import { DropTable, StageTable } from '../stage-tables';
import { ToneRescorePanel } from '../tone-rescore';

// The chart (and the chart kit with it) loads after the figures, as its own chunk.
const ThroughputChart = lazyRetrying(() => import('../throughput-chart'));

/** The windows the page reads, in minutes (the throughput API takes at most a week). */
export const PIPELINE_WINDOWS = [60, 360, 1440, 10080] as const;
const DEFAULT_WINDOW = 1440;

/** While ingestion runs the page asks again this often (ms). */
export const PIPELINE_REFRESH_MS = 5_000;

// ----------------------------------------------------------------------

export interface PipelineViewProps {
  /** How often a live page asks again (ms); tests shorten it. */
  refreshMs?: number;
}

/**
 * The pipeline over a window (`?window=` minutes, `?live=0` paused): stage
 * counts, drop reasons, throughput and the slowest sources, asked again every
 * few seconds while live; the figures on screen stay until the new ones come.
 */
export function PipelineView({ refreshMs = PIPELINE_REFRESH_MS }: PipelineViewProps) {
  const { t } = usePipelineTexts();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('window'));
  const minutes = (PIPELINE_WINDOWS as readonly number[]).includes(asked) ? asked : DEFAULT_WINDOW;
  const live = params.get('live') !== '0';
  const refetchInterval = live ? refreshMs : undefined;
  const stats = usePipelineStatsLast(minutes, { refetchInterval });
  const throughput = usePipelineThroughput(minutes, { refetchInterval });
  const rescore = useToneRescore({ refetchInterval });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const updatedAt = Math.max(stats.dataUpdatedAt, throughput.dataUpdatedAt);
  const runs = throughput.data?.buckets.reduce((sum, bucket) => sum + bucket.runs, 0) ?? 0;
  const errors = throughput.data?.buckets.reduce((sum, bucket) => sum + bucket.errors, 0) ?? 0;
  const indexed = stats.data?.stages.find((stage) => stage.stage === 'indexed')?.count ?? 0;
  const dropped = stats.data?.drops.reduce((sum, drop) => sum + drop.count, 0) ?? 0;
  const skeleton = <Skeleton variant="rounded" height={260} />;

  return (
    <>
      <PageHeader
        title={t('nav:pipeline')}
        description={t('pipeline.description')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('pipeline.window')}
              value={minutes}
              onChange={(event) => update({ window: Number(event.target.value) === DEFAULT_WINDOW ? null : event.target.value })}
              sx={{ minWidth: 160 }}
            >
              {PIPELINE_WINDOWS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`pipeline.windows.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant={live ? 'outlined' : 'contained'} aria-pressed={!live} onClick={() => update({ live: live ? '0' : null })}>
              {live ? t('pipeline.pause') : t('pipeline.resume')}
            </Button>
            {!live ? (
              <Button
                variant="text"
                onClick={() => {
                  void stats.refetch();
                  void throughput.refetch();
                  void rescore.refetch();
                }}
              >
                {t('pipeline.refresh')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mt: -2, mb: 3, alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: live ? 'success.main' : 'text.disabled',
            '@media (prefers-reduced-motion: no-preference)': live
              ? { animation: 'mw-pulse 2s ease-in-out infinite', '@keyframes mw-pulse': { '50%': { opacity: 0.35 } } }
              : {},
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {updatedAt
            ? live
              ? t('pipeline.liveStatus', { seconds: format.number(refreshMs / 1000), time: format.time(updatedAt) })
              : t('pipeline.pausedStatus', { time: format.time(updatedAt) })
            : live
              ? t('pipeline.live')
              : t('pipeline.paused')}
        </Typography>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={12}>
          {stats.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('pipeline.counted', { from: format.dateTime(stats.data.from), to: format.dateTime(stats.data.to) })}
            </Typography>
          ) : null}
          <Grid container spacing={2}>
            {[
              {
                label: t('pipeline.kpi.perMinute'),
                value: stats.data ? format.number(stats.data.articlesPerMinute, { maximumFractionDigits: 2 }) : null,
              },
              { label: t('pipeline.kpi.indexed'), value: stats.data ? format.number(indexed) : null },
              { label: t('pipeline.kpi.dropped'), value: stats.data ? format.number(dropped) : null },
              {
                label: t('pipeline.kpi.fetches'),
                value: throughput.data ? format.number(runs) : null,
                note: throughput.data && errors > 0 ? t('pipeline.kpi.errors', { count: errors }) : null,
              },
            ].map((kpi) => (
              <Grid key={kpi.label} size={{ xs: 6, md: 3 }}>
                <Card component="dl" sx={{ p: 2, m: 0, height: '100%' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {kpi.label}
                  </Typography>
                  <Typography component="dd" variant="h4" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                    {kpi.value ?? <Skeleton width={80} />}
                    {kpi.note ? (
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'error.main' }}>
                        {kpi.note}
                      </Typography>
                    ) : null}
                  </Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Grid>

        <Grid size={{ xs: 12, md: 6 }}>
          {stats.isError && !stats.data ? (
            <ErrorState title={t('pipeline.stages.failed')} error={stats.error} onRetry={() => void stats.refetch()} />
          ) : stats.data ? (
            <StageTable stats={stats.data} />
          ) : (
            skeleton
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {stats.isError && !stats.data ? null : stats.data ? <DropTable stats={stats.data} /> : skeleton}
        </Grid>

        <Grid size={12}>
          {throughput.isError && !throughput.data ? (
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <ErrorState title={t('pipeline.throughput.failed')} error={throughput.error} onRetry={() => void throughput.refetch()} />
            </Card>
          ) : throughput.data ? (
            <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
              <ThroughputChart throughput={throughput.data} long={minutes > 1440} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={400} />
          )}
        </Grid>
        <Grid size={12}>
          {throughput.isError && !throughput.data ? null : throughput.data ? <SlowestSources throughput={throughput.data} /> : skeleton}
        </Grid>
        <Grid size={12}>
          {rescore.isError && !rescore.data ? (
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <ErrorState title={t('pipeline.toneRescore.failed')} error={rescore.error} onRetry={() => void rescore.refetch()} />
            </Card>
          ) : rescore.data ? (
            <ToneRescorePanel status={rescore.data} />
          ) : (
            skeleton
          )}
        </Grid>
      </Grid>
    </>
  );
}
