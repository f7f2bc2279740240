import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadReportPdf, useDailyReport } from '@mediawatch/shared/queries';
import { EmptyState, ErrorState, LoadingState, NoticeSnackbar, PageHeader, saveBlob, useFormat, type Notice } from '@mediawatch/shared/ui';
import { DayPicker, browserTimeZone, localToday } from '@mediawatch/shared/ui';
import { lazyRetrying, toApiError } from '@mediawatch/shared';

import { useDailyReportTexts } from '../texts';
import { useWordedHistoricalEvents } from '../../historical-events/use-event-wording';
import { ReportKpis } from '../report-kpis';
import { ReportConsiderations } from '../report-considerations';
import { ReportPrintStyles } from '../report-print-styles';
import { ReportEntities } from '../report-entities';
import { LeadingStories, TopSources, TopTopics } from '../report-tables';
import { SpikeCallouts } from '../spike-callouts';
import { reportEventsQuery, reportQueryOf } from './report-query';

// The charts (and the chart kit with them) are their own chunk, asked for when the page
// mounts so that they load while the report is fetched, and drawn after the figures.
const HourlyChart = lazyRetrying(() => import('../hourly-chart'));
const ToneHistogram = lazyRetrying(() => import('../tone-histogram'));

/** Today's report follows ingestion: asked again every minute. */
const TODAY_REFRESH_MS = 60_000;

// ----------------------------------------------------------------------

/** The Daily Report: the landing. The day is in the URL (`?day=`), so a report can be shared and reloaded. */
export function DailyReportView() {
  const { t, i18n } = useDailyReportTexts();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const timeZone = useMemo(browserTimeZone, []);
  const today = localToday();
  const { day } = reportQueryOf(params, today, timeZone);
  const report = useDailyReport({ day, tz: timeZone }, { refetchInterval: day === today ? TODAY_REFRESH_MS : undefined });
  const events = useWordedHistoricalEvents(reportEventsQuery(day));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    // A failed load is asked again (and reported) when a chart renders.
    HourlyChart.load().catch(() => undefined);
    ToneHistogram.load().catch(() => undefined);
  }, []);

  const setDay = (next: string) => setParams(next === today ? new URLSearchParams() : new URLSearchParams({ day: next }));

  const pdf = async () => {
    setDownloading(true);
    try {
      const language = (['en', 'fr', 'ar'] as const).find((code) => i18n.language.startsWith(code)) ?? 'en';
      saveBlob(await downloadReportPdf({ day, tz: timeZone, lang: language }), `mediawatch-report-${day}.pdf`);
    } catch (error) {
      setNotice({ severity: 'error', text: `${t('report.pdfFailed')}: ${toApiError(error).message}` });
    } finally {
      setDownloading(false);
    }
  };

  const data = report.data && report.data.day === day ? report.data : undefined;
  const chartFallback = <Skeleton variant="rounded" height={360} />;

  return (
    <Box id="daily-report">
      <ReportPrintStyles />
      <PageHeader
        title={t('nav:reports')}
        description={t('report.description')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-print="hide">
            <DayPicker
              day={day}
              today={today}
              onChange={setDay}
              labels={{
                day: t('report.day'),
                previousDay: t('report.previousDay'),
                nextDay: t('report.nextDay'),
                today: t('report.today'),
              }}
            />
            <Button variant="outlined" onClick={() => window.print()}>
              {t('report.print')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void pdf()}
              disabled={downloading}
              aria-label={t('report.pdfLabel', { day: format.date(`${day}T12:00:00`) })}
            >
              {t('report.pdf')}
            </Button>
          </Stack>
        }
      />
      <Typography variant="subtitle1" component="p" sx={{ mt: -2, mb: 2 }}>
        {format.date(`${day}T12:00:00`)} · <bdi>{t('report.timeZone', { zone: timeZone })}</bdi>
      </Typography>
      {report.isFetching && !report.isPending ? (
        <LinearProgress aria-label={t('report.updating')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      {report.isError && !data ? (
        <ErrorState title={t('report.failed')} error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <LoadingState label={t('report.loading')} />
      ) : (
        <Stack spacing={3}>
          {data.partial ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('report.partial', { time: format.time(data.cutoff) })}
            </Typography>
          ) : null}
          {data.total.count === 0 ? (
            <EmptyState title={t('report.empty', { day: format.date(`${day}T12:00:00`) })}>{t('report.emptyHint')}</EmptyState>
          ) : null}
          <ReportKpis report={data} />
          <SpikeCallouts report={data} />
          <ReportConsiderations day={day} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Suspense fallback={chartFallback}>
                <HourlyChart report={data} events={events.data} />
              </Suspense>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Suspense fallback={chartFallback}>
                <ToneHistogram report={data} />
              </Suspense>
            </Grid>
            <Grid size={12}>
              <ReportEntities day={day} timeZone={timeZone} refetchInterval={day === today ? TODAY_REFRESH_MS : undefined} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopTopics report={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TopSources report={data} by="volume" />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <LeadingStories report={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TopSources report={data} by="reach" />
            </Grid>
          </Grid>
        </Stack>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
