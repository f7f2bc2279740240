import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveStatus } from '@mediawatch/shared/queries';

import { useLiveTexts } from './texts';

// ----------------------------------------------------------------------

const DOT: Record<LiveStatus, string> = {
  connecting: 'info.main',
  live: 'success.main',
  paused: 'warning.main',
  reconnecting: 'warning.main',
  failed: 'error.main',
};

export interface LiveControlsProps {
  status: LiveStatus;
  paused: boolean;
  pending: number;
  onPause(): void;
  onResume(): void;
}

/** The stream's state, said politely to screen readers, with pause / resume and the count of held events. */
export function LiveControls({ status, paused, pending, onPause, onResume }: LiveControlsProps) {
  const { t } = useLiveTexts();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1} role="status" aria-live="polite" aria-atomic="true" sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: DOT[status],
            ...(status === 'live' && {
              '@media (prefers-reduced-motion: no-preference)': {
                animation: 'mw-live-pulse 2s ease-in-out infinite',
                '@keyframes mw-live-pulse': { '50%': { opacity: 0.35 } },
              },
            }),
          }}
        />
        <Typography variant="body2" data-status={status}>
          {t(`live.status.${status}`)}
        </Typography>
      </Stack>
      {paused ? (
        <>
          <Button size="small" variant="contained" onClick={onResume}>
            {t('live.resume')}
          </Button>
          {pending > 0 ? (
            <Button size="small" variant="outlined" color="warning" onClick={onResume}>
              {t('live.pending', { count: pending })}
            </Button>
          ) : null}
        </>
      ) : (
        <Button size="small" variant="outlined" onClick={onPause} disabled={status === 'failed'}>
          {t('live.pause')}
        </Button>
      )}
    </Stack>
  );
}
