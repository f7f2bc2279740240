import Alert from '@mui/material/Alert';
import type { RetentionPolicy } from '@mediawatch/shared';

import { formatDateTime } from '../../utils/format-time';

// ----------------------------------------------------------------------

/** How long articles are kept, how many there are and how far back they go. */
export function RetentionNotice({ policy }: { policy: RetentionPolicy }) {
  const kept =
    policy.retentionDays === null
      ? 'Articles are kept forever.'
      : `Articles are kept for ${policy.retentionDays} days after publication, then deleted daily.`;
  const held = `${policy.totalArticles.toLocaleString('en')} article${policy.totalArticles === 1 ? '' : 's'} stored${
    policy.oldestPublishedAt ? `, the oldest published ${formatDateTime(policy.oldestPublishedAt)}` : ''
  }.`;
  return (
    <Alert severity="info" variant="outlined" role="note" aria-label="Retention policy">
      {`${kept} ${held}`}
    </Alert>
  );
}
