import { useEffect, useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { LiveEvent, MonitorColumn } from '@mediawatch/shared/schemas';
import { useAlerts } from '@mediawatch/shared/queries';
import { useFormat } from '@mediawatch/shared/ui';

import { useLiveTexts } from '../live/texts';

// ----------------------------------------------------------------------

type Policy = 'none' | 'every' | 'spike' | 'threshold';

const POLICIES: readonly Policy[] = ['none', 'every', 'spike', 'threshold'];

/** Midnight of the reader's day, as the alert list's `from`. */
function startOfToday(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/**
 * A column's alert state at a glance: its topic's policy, and whether it fired today (the newest alert's
 * time and article count). A live alert event of the topic refreshes it at once. The column's heading
 * names the topic, so the chip's text is the whole state for a screen reader too.
 */
export function ColumnAlertState({ column, events }: { column: MonitorColumn; events: LiveEvent[] }) {
  const { t } = useLiveTexts();
  const format = useFormat();
  const policy: Policy = (POLICIES as readonly string[]).includes(column.alertKind) ? (column.alertKind as Policy) : 'none';
  const from = useMemo(startOfToday, []);
  const alerts = useAlerts({ topic: column.topicId, from, pageSize: 1 }, { enabled: policy !== 'none' });
  const { refetch } = alerts;
  const lastAlertEvent = events.find((event) => event.type === 'alert' && event.topicIds.includes(column.topicId))?.id;
  useEffect(() => {
    if (lastAlertEvent !== undefined) void refetch();
  }, [lastAlertEvent, refetch]);

  const name = t(`live.monitor.alert.${policy}`);
  if (policy === 'none') {
    return <Chip size="small" variant="outlined" label={name} />;
  }
  const latest = alerts.data?.items[0];
  if (latest) {
    const time = format.fromNow(latest.firedAt);
    return <Chip size="small" color="error" label={t('live.monitor.alert.fired', { policy: name, time, count: latest.articleCount })} />;
  }
  return <Chip size="small" color="success" variant="outlined" label={t('live.monitor.alert.quiet', { policy: name })} />;
}
