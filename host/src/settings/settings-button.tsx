import { lazy, useState } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

import { LazyPanel } from '@mediawatch/shared/ui';

const SettingsDrawer = lazy(() => import('./settings-drawer'));

/** The gear button that opens the settings drawer; used by the dashboard and the bare layout. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('settings.title')}>
        <IconButton aria-label={t('settings.title')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <LazyPanel open={open}>
        <SettingsDrawer open={open} onClose={() => setOpen(false)} />
      </LazyPanel>
    </>
  );
}
