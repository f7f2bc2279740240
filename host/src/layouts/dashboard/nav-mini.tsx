import { useState } from 'react';
import { NavLink, useLocation } from '@mediawatch/shared/router';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthStore, useTranslation } from '@mediawatch/shared';
import { Hint, LazyMenu } from '@mediawatch/shared/ui';

import type { NavGroup, NavItem } from '../nav-config-dashboard';
import { activeNavColor, canSee, isActive } from './nav-section';

// ----------------------------------------------------------------------

const itemSx = {
  width: 1,
  flexDirection: 'column',
  gap: 0.5,
  py: 1,
  px: 0.5,
  borderRadius: 1,
  color: 'text.secondary',
  '&.active': { color: activeNavColor, bgcolor: 'action.selected' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;

function MiniLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <>
      {Icon ? <Icon /> : null}
      <Typography
        variant="caption"
        component="span"
        sx={{ maxWidth: 1, fontSize: 10, fontWeight: 600, lineHeight: 1.2, textAlign: 'center' }}
      >
        {t(item.title)}
      </Typography>
    </>
  );
}

function MiniBranch({ item }: { item: NavItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();
  return (
    <>
      <Hint title={t(item.title)} placement="right">
        <ButtonBase
          className={isActive(item, pathname) ? 'active' : undefined}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          {...LazyMenu.preloadOn}
          sx={itemSx}
        >
          <MiniLabel item={item} />
        </ButtonBase>
      </Hint>
      <LazyMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t(item.title) } }}
      >
        {item.children
          ?.filter((child) => canSee(child, role))
          .map((child) => (
            <MenuItem
              key={child.path + child.title}
              component={NavLink}
              to={child.path}
              end
              onClick={() => setAnchor(null)}
              sx={{ '&.active': { color: activeNavColor, fontWeight: 600 } }}
            >
              {t(child.title)}
            </MenuItem>
          ))}
      </LazyMenu>
    </>
  );
}

/** The mini navigation (88 px): icons with short titles and tooltips; groups open a menu. */
export function NavMini({ data }: { data: readonly NavGroup[] }) {
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      <Stack spacing={0.5} sx={{ px: 0.75 }}>
        {data.flatMap((group) =>
          group.items
            .filter((item) => canSee(item, role))
            .map((item) =>
              item.children ? (
                <MiniBranch key={item.title} item={item} />
              ) : (
                <Hint key={item.title} title={t(item.title)} placement="right">
                  <ButtonBase component={NavLink} to={item.path} end sx={itemSx}>
                    <MiniLabel item={item} />
                  </ButtonBase>
                </Hint>
              ),
            ),
        )}
      </Stack>
    </nav>
  );
}
