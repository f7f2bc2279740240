import { Suspense, useState } from 'react';
import { lazyRetrying } from '@mediawatch/shared';
import { MEDIA_SCALE_PERIODS } from '@mediawatch/shared/constants';
import { useMediaScaleIndex, useMediaScaleWeights } from '@mediawatch/shared/queries';
import { useSearchParams } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, NoticeSnackbar, PageHeader, useCan, useFormat, type Notice, useUntonedText } from '@mediawatch/shared/ui';

import { useMediaScaleIndexTexts } from '../texts';
import { MsiFormula } from '../msi-formula';
import { RankingTable } from '../ranking-table';
import { WeightsForm } from '../weights-form';
import type { Weights } from '../weights';

// The chart (and the chart kit with it) loads after the ranking, as its own chunk.
const ScoreChart = lazyRetrying(() => import('../score-chart'));

const DEFAULT_DAYS = 90;

// ----------------------------------------------------------------------

/**
 * The Media Scale Index: every source ranked over a period (`?days=`), the
 * formula with the weights in force, and for an admin the form that sets them
 * (the formula follows the weights being edited; saving re-ranks).
 */
export function MediaScaleIndexView() {
  const { t } = useMediaScaleIndexTexts();
  const describeUntoned = useUntonedText();
  const format = useFormat();
  const mayTune = useCan('tuneMediaScaleIndex');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (MEDIA_SCALE_PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  const index = useMediaScaleIndex(days);
  const weights = useMediaScaleWeights();
  const [draft, setDraft] = useState<Weights | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const data = index.data;
  const saved = weights.data ?? data?.weights;
  const shown = draft ?? saved;

  return (
    <>
      <PageHeader
        title={t('nav:mediaScaleIndex')}
        description={t('mediaScale.description')}
        action={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={days}
            aria-label={t('mediaScale.period')}
            onChange={(_, next: number | null) => {
              if (next !== null)
                setParams(next === DEFAULT_DAYS ? new URLSearchParams() : new URLSearchParams({ days: String(next) }), { replace: true });
            }}
          >
            {MEDIA_SCALE_PERIODS.map((value) => (
              <ToggleButton key={value} value={value} sx={{ px: 1.5 }}>
                {t('mediaScale.periodValue', { count: format.number(value) })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <Typography variant="subtitle1" component="p" sx={{ mt: -2, mb: 1 }}>
        {data && data.days === days
          ? t('mediaScale.range', { from: format.date(data.from), to: format.date(data.to) })
          : t('mediaScale.periodValue', { count: format.number(days) })}
      </Typography>
      {index.isFetching && !index.isPending ? (
        <LinearProgress aria-label={t('mediaScale.updating')} sx={{ mb: 2 }} />
      ) : (
        <Box sx={{ height: 4, mb: 2 }} />
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, xl: 8 }}>
          <Stack spacing={3}>
            <Card component="section" aria-labelledby="msi-ranking-title">
              <Box sx={{ p: { xs: 2, md: 3 }, pb: { xs: 1, md: 1 } }}>
                <Typography id="msi-ranking-title" variant="h6" component="h2">
                  {t('mediaScale.ranking.title')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t('mediaScale.ranking.description')}
                </Typography>
                {data && data.untoned > 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {describeUntoned(data.untoned)}
                  </Typography>
                ) : null}
              </Box>
              {index.isError && !data ? (
                <Box sx={{ p: 2 }}>
                  <ErrorState title={t('mediaScale.failed')} error={index.error} onRetry={() => void index.refetch()} />
                </Box>
              ) : !data ? (
                <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('mediaScale.loading')}>
                  {Array.from({ length: 8 }, (_, row) => (
                    <Skeleton key={row} variant="rounded" height={36} />
                  ))}
                </Stack>
              ) : data.rows.length === 0 ? (
                <EmptyState title={t('mediaScale.empty')}>{t('mediaScale.emptyHint')}</EmptyState>
              ) : (
                <RankingTable index={data} />
              )}
            </Card>
            {data && data.rows.length > 0 ? (
              <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
                <ScoreChart index={data} />
              </Suspense>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, xl: 4 }}>
          {/* Beside the ranking on a wide screen; under it, the formula and the form side by side. */}
          <Stack
            direction={{ xs: 'column', md: 'row', xl: 'column' }}
            spacing={3}
            sx={{ alignItems: { md: 'flex-start', xl: 'stretch' }, '& > *': { flex: 1, minWidth: 0 } }}
          >
            {shown ? (
              <MsiFormula weights={shown} saved={weights.data} draft={!!draft} />
            ) : weights.isError ? (
              <ErrorState title={t('mediaScale.formula.title')} error={weights.error} onRetry={() => void weights.refetch()} />
            ) : (
              <Skeleton variant="rounded" height={420} />
            )}
            {mayTune && weights.data ? (
              <WeightsForm
                key={weights.data.updatedAt}
                saved={weights.data}
                onDraft={setDraft}
                onSaved={() => setNotice({ severity: 'success', text: t('mediaScale.weights.saved') })}
              />
            ) : !mayTune ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', px: 1 }}>
                {t('mediaScale.weights.readOnly')}
              </Typography>
            ) : null}
          </Stack>
        </Grid>
      </Grid>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
