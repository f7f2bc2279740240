import type { ToneRescoreStatus } from '@mediawatch/shared';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@mediawatch/shared/ui';

import { usePipelineTexts } from './texts';

// ----------------------------------------------------------------------

/** The tone rescoring pass (docs/decisions/0038-unknown-tone.md): done of total, rate, time left. */
export function ToneRescorePanel({ status }: { status: ToneRescoreStatus }) {
  const { t } = usePipelineTexts();
  const format = useFormat();
  const share = status.total > 0 ? status.done / status.total : status.state === 'done' ? 1 : 0;
  const line =
    status.state === 'pending'
      ? t('pipeline.toneRescore.pending')
      : status.state === 'running'
        ? t('pipeline.toneRescore.running', { done: format.number(status.done), total: format.number(status.total) })
        : t('pipeline.toneRescore.done', { total: format.number(status.done) });
  const details = [
    t('pipeline.toneRescore.method', { method: format.number(status.method) }),
    status.state === 'running' && status.ratePerSecond !== null
      ? t('pipeline.toneRescore.rate', { rate: format.number(status.ratePerSecond, { maximumFractionDigits: 1 }) })
      : null,
    status.state === 'running' && status.etaSeconds !== null
      ? t('pipeline.toneRescore.eta', { time: format.duration(status.etaSeconds * 1000) })
      : null,
  ].filter(Boolean);
  return (
    <Card component="section" aria-labelledby="tone-rescore-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tone-rescore-title" variant="h6" component="h2">
        {t('pipeline.toneRescore.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('pipeline.toneRescore.description')}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="body1">{line}</Typography>
        {status.state === 'done' ? null : (
          <LinearProgress
            variant="determinate"
            value={Math.round(share * 100)}
            aria-label={t('pipeline.toneRescore.progress')}
            aria-valuetext={format.percent(share)}
          />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {details.join(' · ')}
        </Typography>
      </Stack>
    </Card>
  );
}
