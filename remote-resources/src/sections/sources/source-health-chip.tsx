import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { type SourceHealth, type SourceHealthState } from '@mediawatch/shared';
import { useMessage } from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';

// ----------------------------------------------------------------------

const COLORS: Record<SourceHealthState, 'success' | 'error' | 'default' | 'info'> = {
  ok: 'success',
  failing: 'error',
  paused: 'default',
  pending: 'info',
};

/**
 * The source's health at a glance; the last error is in the tooltip and the
 * accessible description. A feed that is read although it is not well-formed
 * XML has a second chip, with the parser's message.
 */
export function SourceHealthChip({ health }: { health: SourceHealth }) {
  const { t } = useSourcesTexts();
  const say = useMessage();
  // The server's words as codes, in the reader's language (docs/decisions/0040-server-texts-as-codes.md).
  const lastError = health.lastErrorMessage ?? health.lastError;
  const detail =
    (lastError ? say(lastError) : null) ??
    (health.lastStatus !== null ? t('health.lastAnswer', { status: health.lastStatus }) : t('health.notFetched'));
  return (
    <>
      <Tooltip title={detail}>
        <Chip
          size="small"
          label={t(`health.${health.state}`)}
          color={COLORS[health.state]}
          variant={health.state === 'ok' ? 'outlined' : 'filled'}
        />
      </Tooltip>
      {health.malformed ? (
        <Tooltip title={t('health.malformedDetail', { message: say(health.malformedMessage ?? health.malformed) })}>
          <Chip size="small" label={t('health.malformed')} color="warning" variant="outlined" sx={{ marginInlineStart: 0.5 }} />
        </Tooltip>
      ) : null}
    </>
  );
}
