import Alert from '@mui/material/Alert';
import { type RetentionPolicy } from '@mediawatch/shared';
import { useFormat } from '@mediawatch/shared/ui';

import { useWarehouseTexts } from './texts';

// ----------------------------------------------------------------------

/** How long articles are kept, how many there are and how far back they go. */
export function RetentionNotice({ policy }: { policy: RetentionPolicy }) {
  const { t } = useWarehouseTexts();
  const format = useFormat();
  const kept =
    policy.retentionDays === null
      ? t('retention.forever')
      : t('retention.keptFor', { count: policy.retentionDays, number: format.number(policy.retentionDays) });
  const held = t(policy.oldestPublishedAt ? 'retention.storedSince' : 'retention.stored', {
    count: policy.totalArticles,
    number: format.number(policy.totalArticles),
    date: format.dateTime(policy.oldestPublishedAt),
  });
  return (
    <Alert severity="info" variant="outlined" role="note" aria-label={t('retention.label')}>
      {`${kept} ${held}`}
    </Alert>
  );
}
