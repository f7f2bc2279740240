import { Suspense, useMemo } from 'react';
import { paths, type TensionQuery, lazyRetrying } from '@mediawatch/shared';
import { TENSION_KINDS } from '@mediawatch/shared/constants';
import { useTension, useTensionOverview } from '@mediawatch/shared/queries';
import { useSearchParams } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDays,
  browserTimeZone,
  DayPicker,
  EmptyState,
  ErrorState,
  isDay,
  localToday,
  PageHeader,
  useFormat,
} from '@mediawatch/shared/ui';

import { useTensionTexts } from '../texts';
import { FlaggedDays } from '../flagged-days';
import { OverviewTable, type TensionItem } from '../overview-table';
import { TensionFormula } from '../tension-formula';

// The chart (and the chart kit with it) loads after the overview, as its own chunk.
const TensionChart = lazyRetrying(() => import('../tension-chart'));

/** The spans the series can be read over, in days. */
const SPANS = [30, 90, 180, 365] as const;
const DEFAULT_SPAN = 90;

type Kind = TensionQuery['kind'];

// ----------------------------------------------------------------------

/**
 * Tension: every topic and source group on a day by its z-score, and one of
 * them over time with its flagged days. The day, the chosen item and the span
 * are in the URL (`?day=&kind=&id=&span=`), so a view can be shared; without
 * a day, the last whole day (yesterday in the reader's zone).
 */
export function TensionView() {
  const { t } = useTensionTexts();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(browserTimeZone, []);
  const today = localToday();
  // The last whole day by default: today's volume is only partly in, so every z-score would read low.
  const lastWholeDay = addDays(today, -1);
  const asked = params.get('day');
  const day = isDay(asked) && asked <= today ? asked : lastWholeDay;
  const spanAsked = Number(params.get('span'));
  const span = (SPANS as readonly number[]).includes(spanAsked) ? spanAsked : DEFAULT_SPAN;
  const kindAsked = params.get('kind');
  const chosen =
    kindAsked && (TENSION_KINDS as readonly string[]).includes(kindAsked) && params.get('id')
      ? { kind: kindAsked as Kind, id: params.get('id')! }
      : null;

  const overview = useTensionOverview({ to: day, tz: timeZone });
  const overviewData = overview.data && overview.data.day === day ? overview.data : undefined;
  // Nothing chosen: the tensest item of the day.
  const first = overviewData?.items.reduce<TensionItem | undefined>(
    (best, item) => (!best || (item.z ?? -Infinity) > (best.z ?? -Infinity) ? item : best),
    undefined,
  );
  const selected = chosen ?? (first ? { kind: first.kind, id: first.id } : null);
  const series = useTension(selected ? { ...selected, to: day, days: span, tz: timeZone } : null);
  const seriesData =
    series.data && selected && series.data.id === selected.id && series.data.kind === selected.kind ? series.data : undefined;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const hrefOf = (item: TensionItem) => {
    const next = new URLSearchParams(params);
    next.set('kind', item.kind);
    next.set('id', item.id);
    return paths.tension.getHref(next);
  };

  const spanPicker = (
    <TextField
      select
      size="small"
      label={t('tension.series.span')}
      value={span}
      onChange={(event) => update({ span: Number(event.target.value) === DEFAULT_SPAN ? null : event.target.value })}
      sx={{ minWidth: 130 }}
    >
      {SPANS.map((value) => (
        <MenuItem key={value} value={value}>
          {t('tension.series.spanValue', { count: format.number(value) })}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('nav:tension')}
        description={t('tension.description')}
        action={
          <DayPicker
            day={day}
            today={today}
            onChange={(next) => update({ day: next === lastWholeDay ? null : next })}
            labels={{
              day: t('tension.day'),
              previousDay: t('tension.previousDay'),
              nextDay: t('tension.nextDay'),
              today: t('tension.today'),
            }}
          />
        }
      />
      <Typography variant="subtitle1" component="p" sx={{ mt: -2, mb: 2 }}>
        {format.date(`${day}T12:00:00`)} · <bdi>{t('tension.timeZone', { zone: timeZone })}</bdi>
      </Typography>
      {(overview.isFetching && !overview.isPending) || (series.isFetching && !series.isPending) ? (
        <LinearProgress aria-label={t('tension.updating')} sx={{ mb: 2 }} />
      ) : (
        <Box sx={{ height: 4, mb: 2 }} />
      )}
      <Grid container spacing={3}>
        {/* The day's table takes the page's width at every size: beside the formula (two thirds of a
            1440 px page in the vertical layout) its last columns, z and status, were cut off. */}
        <Grid size={12}>
          <Card component="section" aria-labelledby="tension-overview-title" sx={{ height: '100%' }}>
            <Box sx={{ p: { xs: 2, md: 3 }, pb: { xs: 1, md: 1 } }}>
              <Typography id="tension-overview-title" variant="h6" component="h2">
                {t('tension.overview.title', { day: format.date(`${day}T12:00:00`) })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('tension.overview.description')}
              </Typography>
            </Box>
            {overview.isError && !overviewData ? (
              <Box sx={{ p: 2 }}>
                <ErrorState title={t('tension.overview.failed')} error={overview.error} onRetry={() => void overview.refetch()} />
              </Box>
            ) : !overviewData ? (
              <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('tension.overview.loading')}>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} variant="rounded" height={32} />
                ))}
              </Stack>
            ) : overviewData.items.length === 0 ? (
              <EmptyState title={t('tension.overview.empty')}>{t('tension.overview.emptyHint')}</EmptyState>
            ) : (
              <OverviewTable overview={overviewData} selected={selected} hrefOf={hrefOf} />
            )}
          </Card>
        </Grid>
        <Grid size={12}>
          <TensionFormula />
        </Grid>
        <Grid size={12}>
          {!selected ? (
            overviewData ? (
              <Card sx={{ p: 3 }}>
                <Typography sx={{ color: 'text.secondary' }}>{t('tension.series.pick')}</Typography>
              </Card>
            ) : null
          ) : series.isError && !seriesData ? (
            <Card sx={{ p: { xs: 2, md: 3 } }}>
              <ErrorState title={t('tension.series.failed')} error={series.error} onRetry={() => void series.refetch()} />
            </Card>
          ) : !seriesData ? (
            <Skeleton variant="rounded" height={420} aria-label={t('tension.series.titleLoading')} />
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={420} aria-label={t('tension.series.titleLoading')} />}>
              <TensionChart tension={seriesData} action={spanPicker} />
            </Suspense>
          )}
        </Grid>
        {seriesData ? (
          <Grid size={12}>
            <FlaggedDays key={`${seriesData.kind}:${seriesData.id}:${day}:${span}`} tension={seriesData} />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
