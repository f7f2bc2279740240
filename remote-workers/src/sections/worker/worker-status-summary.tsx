import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type WorkerStatus } from '@mediawatch/shared';
import { useFormat } from '@mediawatch/shared/ui';

import { useWorkerTexts } from './texts';

// ----------------------------------------------------------------------

/** The queue at a glance: running or stopped, queued and active jobs, sources due and failing. */
export function WorkerStatusSummary({ status }: { status: WorkerStatus }) {
  const { t } = useWorkerTexts();
  const format = useFormat();
  const figures = [
    {
      label: t('worker.status.worker'),
      value: status.running ? t('worker.status.running') : t('worker.status.stopped'),
      tone: status.running ? 'success.main' : 'error.main',
    },
    { label: t('worker.status.queued'), value: format.number(status.queued) },
    { label: t('worker.status.active'), value: format.number(status.active) },
    { label: t('worker.status.sourcesDue'), value: format.number(status.sourcesDue) },
    {
      label: t('worker.status.sourcesFailing'),
      value: format.number(status.sourcesFailing),
      tone: status.sourcesFailing > 0 ? 'error.main' : undefined,
    },
    {
      label: t('worker.status.perHost'),
      value: t('worker.status.perHostValue', { count: status.perHostConcurrency, value: format.number(status.perHostConcurrency) }),
    },
  ];
  return (
    <Box component="section" aria-label={t('worker.status.label')}>
      <Stack component="dl" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', m: 0 }}>
        {figures.map((figure) => (
          <Card key={figure.label} sx={{ p: 2, minWidth: 150, flex: '1 1 150px' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, color: figure.tone }}>
              {figure.value}
            </Typography>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
