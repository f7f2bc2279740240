import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG, paths } from '@mediawatch/shared';
import { Logo } from '@mediawatch/shared/ui';

import { navData } from '../nav-config-dashboard';
import { NavSection } from './nav-section';
import { OwnerBadge } from './owner-badge';

/** The vertical navigation: logo and name, the sections, the owner badge; in the docked panel and the phone's drawer. */
export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Logo size={40} href={paths.root.getHref()} />
        <Typography variant="h6" component="span">
          {CONFIG.appName}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <NavSection data={navData} onNavigate={onNavigate} />
      </Box>
      <OwnerBadge />
    </Stack>
  );
}
