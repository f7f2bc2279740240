import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import { paths, useTranslation } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';

import { ALERT_POLL_MS, useAlerts, useMarkAlertsRead, useMarkAllAlertsRead } from '@mediawatch/shared/queries';
import { AlertItem } from '@mediawatch/shared/ui';

import { BellDrawer, BellDrawerList } from '../../components/bell-drawer';

// ----------------------------------------------------------------------

/** How many of the newest alerts the drawer lists. */
export const ALERTS_DRAWER_SIZE = 10;
export const ALERTS_DRAWER_MAX_WIDTH = 560;

export interface AlertsDrawerProps {
  open: boolean;
  onClose: () => void;
  unread: number;
}

/** The drawer of the alerts bell: the newest alerts, each linking to its articles; mark read, mark all read, all alerts. */
export default function AlertsDrawer({ open, onClose, unread }: AlertsDrawerProps) {
  const { t } = useTranslation();
  const query = { page: 1, pageSize: ALERTS_DRAWER_SIZE };
  const alerts = useAlerts(query, { enabled: open, refetchInterval: ALERT_POLL_MS });
  const markRead = useMarkAlertsRead();
  const markAll = useMarkAllAlertsRead();

  return (
    <BellDrawer
      open={open}
      onClose={onClose}
      title={t('alerts.title')}
      maxWidth={ALERTS_DRAWER_MAX_WIDTH}
      markAllReadLabel={t('alerts.markAllRead')}
      closeLabel={t('alerts.close')}
      markAllReadDisabled={unread === 0 || markAll.isPending}
      onMarkAllRead={() => markAll.mutate()}
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        <BellDrawerList
          query={alerts}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel={t('alerts.loading')}
          failedText={(message) => t('alerts.failed', { message })}
          retryLabel={t('tasks.retry')}
          emptyText={t('alerts.empty')}
        >
          {(data) => (
            <List disablePadding aria-label={t('alerts.list')}>
              {data.items.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onMarkRead={(item) => markRead.mutate([item.id])} onNavigate={onClose} />
              ))}
            </List>
          )}
        </BellDrawerList>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={paths.alerts.getHref()} onClick={onClose} fullWidth variant="outlined">
          {t('alerts.viewAll')}
        </Button>
      </Box>
    </BellDrawer>
  );
}
