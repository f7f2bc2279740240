import { useState } from 'react';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation, lazyRetrying } from '@mediawatch/shared';

import { useAlertUnreadCount } from '@mediawatch/shared/queries';
import { Hint, LazyPanel } from '@mediawatch/shared/ui';
import { BADGE_MAX } from '../tasks/tasks-bell';

const AlertsDrawer = lazyRetrying(() => import('./alerts-drawer'));

/**
 * The alerts bell of the top bar (docs/decisions/0022-alerts.md): the user's unread alerts, polled
 * (react-query refetchInterval), and the drawer of the newest ones it opens.
 */
export function AlertsBell() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const unread = useAlertUnreadCount().data?.count ?? 0;
  const label = t('alerts.bell', { count: unread });

  return (
    <>
      <Hint title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Badge badgeContent={unread} max={BADGE_MAX} color="error" data-testid="alerts-badge">
            <CampaignOutlinedIcon />
          </Badge>
        </IconButton>
      </Hint>
      <LazyPanel open={open}>
        <AlertsDrawer open={open} onClose={() => setOpen(false)} unread={unread} />
      </LazyPanel>
    </>
  );
}
