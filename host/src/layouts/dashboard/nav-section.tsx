import { useState } from 'react';
import { NavLink, useLocation } from '@mediawatch/shared/router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { toneText } from '@mediawatch/shared/ui';
import { useAuthStore, type Role, useTranslation } from '@mediawatch/shared';

import { ExpandIcon } from '../../components/icons';
import type { NavGroup, NavItem } from '../nav-config-dashboard';

// ----------------------------------------------------------------------

/** docs/spec.md §5: an item with roles shows only to those roles; the assumed role is admin. */
/** The colour of the active entry's text: primary's shade that reads on the selected background, whatever the preset. */
export const activeNavColor = toneText('primary');

export function canSee(item: NavItem, role: Role | undefined): boolean {
  return !item.roles || item.roles.includes(role ?? 'admin');
}

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isActive(child, pathname));
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

function NavIcon({ item }: { item: NavItem }) {
  const Icon = item.icon;
  if (!Icon) return null;
  return (
    <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
}

function NavLeaf({ item, depth, onNavigate }: { item: NavItem; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      component={NavLink}
      to={item.path}
      end
      onClick={onNavigate}
      sx={{
        borderRadius: 1,
        mb: 0.5,
        pl: 2 + depth * 2,
        minHeight: depth ? 36 : 44,
        color: 'text.secondary',
        '&.active': { color: activeNavColor, bgcolor: 'action.selected', fontWeight: 600 },
      }}
    >
      <NavIcon item={item} />
      <ListItemText
        primary={t(item.title)}
        slotProps={{ primary: { variant: depth ? 'body2' : 'subtitle2', component: 'span', noWrap: true } }}
      />
    </ListItemButton>
  );
}

function NavBranch({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const [open, setOpen] = useState(active);
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();

  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{ borderRadius: 1, mb: 0.5, minHeight: 44, color: active ? 'text.primary' : 'text.secondary' }}
      >
        <NavIcon item={item} />
        <ListItemText primary={t(item.title)} slotProps={{ primary: { variant: 'subtitle2', component: 'span', noWrap: true } }} />
        <ExpandIcon fontSize="small" sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 0.2s' }} />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {item.children
            ?.filter((child) => canSee(child, role))
            .map((child) => (
              <NavLeaf key={child.path + child.title} item={child} depth={1} onNavigate={onNavigate} />
            ))}
        </List>
      </Collapse>
    </>
  );
}

export interface NavSectionProps {
  data: readonly NavGroup[];
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The vertical navigation: groups of links, the current route highlighted. */
export function NavSection({ data, onNavigate }: NavSectionProps) {
  const role = useAuthStore((state) => state.user?.role);
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      {data.map((group) => (
        <List
          key={group.subheader ?? group.items[0]?.path}
          disablePadding
          sx={{ px: 2, mb: 1 }}
          subheader={
            group.subheader ? (
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', typography: 'overline', color: 'text.disabled', px: 1.5 }}>
                {t(group.subheader)}
              </ListSubheader>
            ) : undefined
          }
        >
          {group.items
            .filter((item) => canSee(item, role))
            .map((item) =>
              item.children ? (
                <NavBranch key={item.title} item={item} onNavigate={onNavigate} />
              ) : (
                <NavLeaf key={item.title} item={item} depth={0} onNavigate={onNavigate} />
              ),
            )}
        </List>
      ))}
    </nav>
  );
}
