import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ApiError, type QueryErrorBody, lazyRetrying } from '@mediawatch/shared';
import { useExploreAttention, useExploreEntities, useExploreSummaries } from '@mediawatch/shared/queries';
import { ErrorState, NoticeSnackbar, PageHeader, useCan, type Notice } from '@mediawatch/shared/ui';

import { useExplorerTexts } from '../texts';
import { useWordedHistoricalEvents } from '../../historical-events/use-event-wording';
import { browserTimeZone } from '@mediawatch/shared/ui';
import { ExploreFilters } from '../explore-filters';
import { readExploreState, toAttentionQuery, toFilters, writeExploreState, type ExploreState, type Measure } from '../explore-state';
import { QueryEditor } from '../query-editor';
import { SaveTopicDialog } from '../save-topic-dialog';
import { CountriesPanel } from '../map/countries-panel';
import { EntityPanel, LanguagesPanel, SamplePanel, SourcesPanel, TotalAttention, WordsPanel } from '../summary-panels';

// The chart (and the chart kit with it) loads with the first result, as its own chunk.
const AttentionChart = lazyRetrying(() => import('../attention-chart'));

// ----------------------------------------------------------------------

/** Explore: compare up to four queries over time and break each down; the whole view is the URL. */
export function ExploreView() {
  const { t } = useExplorerTexts();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readExploreState(params), [params]);
  const timeZone = useMemo(browserTimeZone, []);
  const canSave = useCan('manageTopics');
  const [saving, setSaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const update = (patch: Partial<ExploreState>) => setParams(writeExploreState({ ...state, ...patch }));
  const ran = state.queries.length > 0;
  const attention = useExploreAttention(toAttentionQuery(state, timeZone), { enabled: ran });
  const filters = toFilters(state, timeZone);
  const events = useWordedHistoricalEvents({ status: 'confirmed', from: state.from, to: state.to }, { enabled: ran });
  const summaries = useExploreSummaries(ran ? state.queries.map((q) => ({ ...filters, q })) : []);
  const entities = useExploreEntities(ran ? state.queries.map((q) => ({ ...filters, q })) : []);

  const serverError = (() => {
    if (!(attention.error instanceof ApiError) || attention.error.status !== 400) return null;
    const body = attention.error.body as Partial<QueryErrorBody> & { index?: number };
    return typeof body.index === 'number'
      ? { index: body.index, message: attention.error.message, coded: body.coded, position: body.position, length: body.length }
      : null;
  })();

  const measureToggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={state.measure}
      onChange={(_, measure: Measure | null) => measure && update({ measure })}
      aria-label={t('explorer.measure')}
    >
      <ToggleButton value="share">{t('explorer.share')}</ToggleButton>
      <ToggleButton value="count">{t('explorer.count')}</ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <>
      <PageHeader title={t('nav:relatedArticles')} description={t('explorer.description')} />
      <Stack spacing={3}>
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2.5}>
            <QueryEditor
              queries={state.queries}
              serverError={serverError}
              onRun={(queries) => update({ queries })}
              onSave={canSave ? setSaving : undefined}
            />
            <ExploreFilters state={state} onChange={update} />
          </Stack>
        </Card>

        {!ran ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('explorer.hint')}</Typography>
        ) : attention.isError && !serverError ? (
          <ErrorState title={t('explorer.failed')} error={attention.error} onRetry={() => void attention.refetch()} />
        ) : serverError ? null : (
          <>
            {attention.isFetching ? <LinearProgress aria-label={t('explorer.loading')} /> : null}
            {attention.data ? (
              <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
                <AttentionChart
                  attention={attention.data}
                  measure={state.measure}
                  action={measureToggle}
                  events={events.data}
                  lastDay={state.to}
                />
              </Suspense>
            ) : (
              <Skeleton variant="rounded" height={420} aria-label={t('explorer.loading')} />
            )}
            <TotalAttention summaries={summaries} queries={state.queries} />
            <Grid container spacing={3}>
              <Grid size={12}>
                <WordsPanel summaries={summaries} queries={state.queries} />
              </Grid>
              <Grid size={{ xs: 12, lg: 7 }}>
                <SourcesPanel summaries={summaries} queries={state.queries} />
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <LanguagesPanel summaries={summaries} queries={state.queries} />
              </Grid>
              {(['people', 'organizations', 'places'] as const).map((kind) => (
                <Grid key={kind} size={{ xs: 12, lg: 4 }}>
                  <EntityPanel kind={kind} entities={entities} queries={state.queries} />
                </Grid>
              ))}
              <Grid size={12}>
                <CountriesPanel entities={entities} queries={state.queries} />
              </Grid>
            </Grid>
            <SamplePanel summaries={summaries} queries={state.queries} />
          </>
        )}
      </Stack>
      {saving !== null ? (
        <SaveTopicDialog
          query={saving}
          onClose={() => setSaving(null)}
          onSaved={(topic) => {
            setSaving(null);
            setNotice({ severity: 'success', text: t('explorer.topicSaved', { name: topic.name }) });
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
