import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SourceHealth, SourceHealthState } from '@mediawatch/shared';

// ----------------------------------------------------------------------

const LOOK: Record<SourceHealthState, { label: string; color: 'success' | 'error' | 'default' | 'info' }> = {
  ok: { label: 'OK', color: 'success' },
  failing: { label: 'Failing', color: 'error' },
  paused: { label: 'Paused', color: 'default' },
  pending: { label: 'Pending', color: 'info' },
};

/** The source's health at a glance; the last error is in the tooltip and the accessible description. */
export function SourceHealthChip({ health }: { health: SourceHealth }) {
  const { label, color } = LOOK[health.state];
  const detail =
    health.lastError ?? (health.lastStatus !== null ? `Last answer HTTP ${health.lastStatus}` : 'Not fetched yet');
  return (
    <Tooltip title={detail}>
      <Chip size="small" label={label} color={color} variant={health.state === 'ok' ? 'outlined' : 'filled'} />
    </Tooltip>
  );
}
