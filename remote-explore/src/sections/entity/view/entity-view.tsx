import { Suspense, useMemo } from 'react';
import { ApiError, lazyRetrying, paths } from '@mediawatch/shared';
import { ENTITY_WINDOWS } from '@mediawatch/shared/constants';
import { useEntity, useEntityArticles, useEntityFigures } from '@mediawatch/shared/queries';
import { Link as RouterLink, useSearchParams } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { browserTimeZone, EmptyState, ErrorState, LoadingState, PageHeader, useFormat, useUntonedText } from '@mediawatch/shared/ui';

import { KpiCard } from '../../../utils/kpi-card';
import { entitySearchHref } from '../entity-links';
import { ArticlesPanel, CoMentionsPanel, FactsPanel, SourcesPanel } from '../entity-panels';
import { useEntityTexts } from '../texts';

// The charts (and the chart kit with them) load as their own chunk, after the figures.
const AttentionChart = lazyRetrying(() => import('../attention-chart'));
const ToneChart = lazyRetrying(() => import('../tone-chart'));

const DEFAULT_DAYS = 30;
const DEFAULT_PAGE_SIZE = 20;

// ----------------------------------------------------------------------

/** The route's id when it is one (a positive integer), else null: the page says "not found" without asking. */
function entityId(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/**
 * One person, organization or place (docs/decisions/0060-the-entity-page.md):
 * what it is, its attention and tone per day over a window (`?days=`, 7, 30
 * or 90 of the reader's days), the sources that name it, the entities named
 * with it, and its articles (`?page=`, `?pageSize=`).
 */
export function EntityView({ id }: { id: string }) {
  const parsed = entityId(id);
  return parsed === null ? <NotFound /> : <EntityFound id={parsed} />;
}

function NotFound() {
  const { t } = useEntityTexts();
  return (
    <>
      <PageHeader title={t('entity.titleUnknown')} />
      <EmptyState title={t('entity.notFoundTitle')}>{t('entity.notFound')}</EmptyState>
      <Button component={RouterLink} to={paths.relatedArticles.getHref()}>
        {t('entity.backToExplore')}
      </Button>
    </>
  );
}

function EntityFound({ id }: { id: number }) {
  const { t } = useEntityTexts();
  const format = useFormat();
  const describeUntoned = useUntonedText();
  const timeZone = useMemo(browserTimeZone, []);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (ENTITY_WINDOWS as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const askedSize = Number(params.get('pageSize'));
  const pageSize = [10, 20, 50].includes(askedSize) ? askedSize : DEFAULT_PAGE_SIZE;

  const entity = useEntity(id);
  const figures = useEntityFigures(id, { days, tz: timeZone });
  const articles = useEntityArticles(id, { days, tz: timeZone, page, pageSize });

  /** Changes the URL's state: the window resets the page. */
  const update = (patch: { days?: number; page?: number; pageSize?: number }) => {
    const next = { days, page, pageSize, ...patch };
    if (patch.days !== undefined || patch.pageSize !== undefined) next.page = 1;
    const search = new URLSearchParams();
    if (next.days !== DEFAULT_DAYS) search.set('days', String(next.days));
    if (next.page !== 1) search.set('page', String(next.page));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(next.pageSize));
    setParams(search, { replace: true });
  };

  if (entity.error instanceof ApiError && entity.error.status === 404) return <NotFound />;
  if (entity.isError) {
    return (
      <>
        <PageHeader title={t('entity.titleUnknown')} />
        <ErrorState title={t('entity.failed')} error={entity.error} onRetry={() => void entity.refetch()} />
      </>
    );
  }
  if (!entity.data) return <LoadingState label={t('entity.loading')} />;

  // While another window loads, the last one stays (under the progress bar), described by its own days.
  const shown = figures.data?.entityId === id ? figures.data : undefined;
  const subject = entity.data;
  const toned = shown ? shown.total - shown.untoned : 0;
  // Each day's mean weighs by its articles that have a tone.
  const meanTone =
    shown && toned > 0 ? shown.days.reduce((sum, day) => sum + (day.tone ?? 0) * (day.count - day.untoned), 0) / toned : null;
  const chartFallback = <Skeleton variant="rounded" height={380} />;
  const kind = t(`entity.kinds.${subject.kind}`);

  return (
    <>
      <PageHeader
        title={subject.name}
        description={subject.country ? `${kind} · ${format.countryName(subject.country)}` : kind}
        action={
          <Button variant="outlined" component={RouterLink} to={entitySearchHref(subject.kind, subject.name)}>
            {t('entity.searchArticles')}
          </Button>
        }
      />
      <Box sx={{ mt: -2, mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={days}
          aria-label={t('entity.window')}
          onChange={(_, next: number | null) => next !== null && update({ days: next })}
        >
          {ENTITY_WINDOWS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5 }}>
              {t('entity.windowDays', { count: value, days: format.number(value) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {figures.isFetching && !figures.isPending ? <LinearProgress sx={{ mb: 2 }} /> : <Box sx={{ height: 4, mb: 2 }} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label={t('entity.kpi.articles')}
            value={shown ? format.number(shown.total) : '…'}
            detail={
              shown
                ? `${t('entity.windowDays', { count: shown.days.length, days: format.number(shown.days.length) })} · ${t(
                    'entity.kpi.perDay',
                    {
                      mean: format.number(shown.total / shown.days.length, { maximumFractionDigits: 1 }),
                    },
                  )}`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label={t('entity.kpi.tone')}
            value={
              meanTone === null
                ? '–'
                : format.number(meanTone, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
            }
            detail={shown ? (describeUntoned(shown.untoned) ?? (shown.total > 0 ? t('entity.kpi.allToned') : undefined)) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <FactsPanel entity={subject} />
        </Grid>
        {figures.isError && !shown ? (
          <Grid size={12}>
            <ErrorState title={t('entity.failed')} error={figures.error} onRetry={() => void figures.refetch()} />
          </Grid>
        ) : !shown ? (
          <Grid size={12}>
            <LoadingState label={t('entity.loading')} />
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <Suspense fallback={chartFallback}>
                <AttentionChart figures={shown} />
              </Suspense>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Suspense fallback={chartFallback}>
                <ToneChart figures={shown} />
              </Suspense>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <SourcesPanel figures={shown} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <CoMentionsPanel figures={shown} />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <ArticlesPanel
            articles={articles.data}
            loading={articles.isFetching}
            error={articles.error}
            onRetry={() => void articles.refetch()}
            page={page - 1}
            pageSize={pageSize}
            onPage={(next) => update({ page: next + 1 })}
            onPageSize={(next) => update({ pageSize: next })}
          />
        </Grid>
      </Grid>
    </>
  );
}
