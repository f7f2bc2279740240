import Drawer from '@mui/material/Drawer';
import { useTranslation } from '@mediawatch/shared';

import { layoutConfig } from '../config-layout';
import { NavContent } from './nav-content';

/** The navigation below large screens: a modal drawer from the start edge, opened by the top bar's menu button. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: layoutConfig.nav.verticalWidth }, 'aria-label': t('nav.navigation') } }}
      sx={{ display: { xs: 'block', lg: 'none' } }}
    >
      <NavContent onNavigate={onClose} />
    </Drawer>
  );
}
