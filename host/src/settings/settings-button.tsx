import { useState } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import { useTranslation, lazyRetrying } from '@mediawatch/shared';

import { Hint, LazyPanel } from '@mediawatch/shared/ui';

const SettingsDrawer = lazyRetrying(() => import('./settings-drawer'));

/** The gear button that opens the settings drawer; used by the dashboard and the bare layout. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Hint title={t('settings.title')}>
        <IconButton aria-label={t('settings.title')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsIcon />
        </IconButton>
      </Hint>
      <LazyPanel open={open}>
        <SettingsDrawer open={open} onClose={() => setOpen(false)} />
      </LazyPanel>
    </>
  );
}
