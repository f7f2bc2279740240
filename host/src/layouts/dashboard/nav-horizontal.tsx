import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigationType } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useAuthStore, useTranslation } from '@mediawatch/shared';

import { ExpandIcon } from '../../components/icons';
import type { NavGroup, NavItem } from '../nav-config-dashboard';
import { activeNavColor, canSee, isActive } from './nav-section';

// ----------------------------------------------------------------------

const buttonSx = {
  flexShrink: 0,
  color: 'text.secondary',
  fontWeight: 600,
  px: 1.25,
  whiteSpace: 'nowrap',
  // Eleven entries fit one row at lg only without their icons.
  '& .MuiButton-startIcon': { display: { xs: 'none', xl: 'inherit' } },
  '&.active': { color: activeNavColor, bgcolor: 'action.selected' },
} as const;

function HorizontalBranch({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();
  const Icon = item.icon;

  // A followed link closes the list; so does a route change from elsewhere.
  // A redirect (a replace, such as /dashboard to the landing right after
  // sign-in) does not: it would pull the list away under a user's click.
  useEffect(() => {
    if (navigationType !== 'REPLACE') setOpen(false);
  }, [pathname, navigationType]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* Escape, pressed on the button or inside the list, closes the list: the wrapper only listens. */}
      <div role="presentation" style={{ position: 'relative' }} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
        <Button
          className={isActive(item, pathname) ? 'active' : undefined}
          aria-expanded={open}
          startIcon={Icon ? <Icon fontSize="small" /> : undefined}
          endIcon={<ExpandIcon fontSize="small" />}
          onClick={() => setOpen(!open)}
          sx={buttonSx}
        >
          {t(item.title)}
        </Button>
        {/* Kept inside the nav landmark (no portal), so its links belong to the navigation; kept
            mounted, so opening the list shows the same links rather than new ones a click could miss.
            Placed under its button's start by CSS (flipped right to left), so the frame loads no Popper. */}
        <Paper
          elevation={8}
          sx={{
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: '100%',
            left: 0,
            mt: 1,
            minWidth: 200,
            zIndex: (theme) => theme.zIndex.modal,
          }}
        >
          <List dense>
            {item.children
              ?.filter((child) => canSee(child, role))
              .map((child) => (
                <ListItemButton
                  key={child.path + child.title}
                  component={NavLink}
                  to={child.path}
                  end
                  sx={{ '&.active': { color: activeNavColor, fontWeight: 600 } }}
                >
                  {t(child.title)}
                </ListItemButton>
              ))}
          </List>
        </Paper>
      </div>
    </ClickAwayListener>
  );
}

/** The horizontal navigation: one row under the top bar; groups drop a list of their links. */
export function NavHorizontal({ data }: { data: readonly NavGroup[] }) {
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('nav.mainNavigation')}
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 2, py: 1 }}
    >
      {data.flatMap((group) =>
        group.items
          .filter((item) => canSee(item, role))
          .map((item) => {
            if (item.children) return <HorizontalBranch key={item.title} item={item} />;
            const Icon = item.icon;
            return (
              <Button
                key={item.title}
                component={NavLink}
                to={item.path}
                end
                startIcon={Icon ? <Icon fontSize="small" /> : undefined}
                sx={buttonSx}
              >
                {t(item.title)}
              </Button>
            );
          }),
      )}
    </Stack>
  );
}
