import { Suspense, useMemo } from 'react';
import { paths, ApiError, lazyRetrying } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useFetchRuns, useSourceAnalysis, useSources } from '@mediawatch/shared/queries';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  useFormat,
  browserTimeZone,
  articlesHref,
  useUntonedText,
} from '@mediawatch/shared/ui';

import { useSourceAnalysisTexts } from '../texts';
import { HealthPanel, RunsPanel, VoicePanel, WordsList } from '../source-panels';
import { KpiCard } from '../../../utils/kpi-card';

const VolumeChart = lazyRetrying(() => import('../volume-chart'));
const ToneChart = lazyRetrying(() => import('../tone-chart'));

// ----------------------------------------------------------------------

/** One source's last 28 days: volume against its band, tone, share of voice, words, feed health and fetch runs. */
export function SourceAnalysisView({ sourceId }: { sourceId: string }) {
  const { t } = useSourceAnalysisTexts();
  const format = useFormat();
  const describeUntoned = useUntonedText();
  const timeZone = useMemo(browserTimeZone, []);
  const analysis = useSourceAnalysis(sourceId, { tz: timeZone });
  const sources = useSources();
  const runs = useFetchRuns({ sourceId, pageSize: 10 });
  const source = sources.data?.find((item) => item.id === sourceId);
  const notFound = analysis.error instanceof ApiError && analysis.error.status === 404;
  const data = analysis.data?.sourceId === sourceId ? analysis.data : undefined;
  const chartFallback = <Skeleton variant="rounded" height={380} />;

  if (notFound) {
    return (
      <>
        <PageHeader title={t('sourceAnalysis.titleUnknown')} />
        <EmptyState title={t('sourceAnalysis.notFoundTitle')}>{t('sourceAnalysis.notFound')}</EmptyState>
        <Button component={RouterLink} to={paths.sources.getHref()}>
          {t('sourceAnalysis.backToSources')}
        </Button>
      </>
    );
  }

  const total = data?.days.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const toneDays = data?.days.filter((day) => day.tone !== null) ?? [];
  // Each day's mean weighs by its articles that have a tone.
  const meanTone = toneDays.length
    ? toneDays.reduce((sum, day) => sum + day.tone! * (day.count - day.untoned), 0) /
      Math.max(
        1,
        toneDays.reduce((sum, day) => sum + day.count - day.untoned, 0),
      )
    : null;
  const untoned = describeUntoned(data?.untoned ?? 0);
  const outside = data?.days.filter((day) => day.outside).length ?? 0;

  return (
    <>
      <PageHeader
        title={source ? t('sourceAnalysis.title', { source: source.name }) : t('sourceAnalysis.titleUnknown')}
        description={t('sourceAnalysis.description')}
        action={
          data ? (
            <>
              <Button
                variant="outlined"
                component={RouterLink}
                to={articlesHref({ sourceId, from: data.days[0]!.day, to: data.days[data.days.length - 1]!.day })}
              >
                {t('sourceAnalysis.inWarehouse')}
              </Button>
              {source ? (
                <Button variant="outlined" component={RouterLink} to={paths.relatedArticles.getHref({ q: `source:"${source.name}"` })}>
                  {t('sourceAnalysis.explore')}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {analysis.isError && !data ? (
        <ErrorState title={t('sourceAnalysis.failed')} error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : !data ? (
        <LoadingState label={t('sourceAnalysis.loading')} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              label={t('sourceAnalysis.kpi.articles')}
              value={format.number(total)}
              detail={t('sourceAnalysis.kpi.perDay', { mean: format.number(data.band.mean, { maximumFractionDigits: 1 }) })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              label={t('sourceAnalysis.volume.outside')}
              value={format.number(outside)}
              detail={t('sourceAnalysis.kpi.band', {
                low: format.number(data.band.low, { maximumFractionDigits: 1 }),
                high: format.number(data.band.high, { maximumFractionDigits: 1 }),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              label={t('sourceAnalysis.kpi.tone')}
              value={
                meanTone === null
                  ? '–'
                  : format.number(meanTone, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
              }
              detail={untoned ?? undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              label={t('sourceAnalysis.kpi.reach')}
              value={
                source?.reach
                  ? format.number(source.reach, { notation: 'compact', maximumFractionDigits: 1 })
                  : t('sourceAnalysis.kpi.unknown')
              }
              detail={source?.reach ? t('sourceAnalysis.kpi.reachValue', { reach: format.number(source.reach) }) : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Suspense fallback={chartFallback}>
              <VolumeChart analysis={data} />
            </Suspense>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Suspense fallback={chartFallback}>
              <ToneChart analysis={data} />
            </Suspense>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <VoicePanel analysis={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <WordsList analysis={data} />
          </Grid>
          {source ? (
            <Grid size={{ xs: 12, md: 5 }}>
              <HealthPanel source={source} />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, md: source ? 7 : 12 }}>
            <RunsPanel runs={runs.data?.items ?? []} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
