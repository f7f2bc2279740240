import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';

import { ALERT_POLL_MS, useAlerts, useMarkAlertsRead, useMarkAllAlertsRead } from '@mediawatch/shared/queries';
import { AlertItem } from '@mediawatch/shared/ui';

import { BellDrawer } from '../../components/bell-drawer';

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
  const { data, isPending, isError, error, refetch } = useAlerts(query, { enabled: open, refetchInterval: ALERT_POLL_MS });
  const markRead = useMarkAlertsRead();
  const markAll = useMarkAllAlertsRead();

  let body;
  if (isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('alerts.loading')} />
      </Box>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('tasks.retry')}
          </Button>
        }
      >
        {t('alerts.failed', { message: error.message })}
      </Alert>
    );
  } else if (data.items.length === 0) {
    body = <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6, px: 3 }}>{t('alerts.empty')}</Typography>;
  } else {
    body = (
      <List disablePadding aria-label={t('alerts.list')}>
        {data.items.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onMarkRead={(item) => markRead.mutate([item.id])} onNavigate={onClose} />
        ))}
      </List>
    );
  }

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
      <Box sx={{ flexGrow: 1, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>{body}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={paths.alerts.getHref()} onClick={onClose} fullWidth variant="outlined">
          {t('alerts.viewAll')}
        </Button>
      </Box>
    </BellDrawer>
  );
}
