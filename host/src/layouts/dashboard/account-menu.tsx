import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@mediawatch/shared/router';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { paths, useAuthStore, type AuthUser, useTranslation } from '@mediawatch/shared';
import { LazyMenu } from '@mediawatch/shared/ui';

import { LogoutIcon } from '../../components/icons';

/** Initials for an avatar without a photo. */
export function initialsOf(user: Pick<AuthUser, 'fullName' | 'email'>): string {
  const words = user.fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? words.slice(0, 2).map((word) => word[0]) : [user.email[0]];
  return letters.join('').toUpperCase();
}

/**
 * The user menu of docs/spec.md §2: avatar, name, email, role, Home and
 * Logout; the header (name, email, role) opens the account page.
 */
export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useTranslation();

  if (!user) return null;

  const logout = async () => {
    setAnchor(null);
    await signOut();
    navigate(paths.root.getHref());
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${t('account.account')}, ${initialsOf(user)}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        {...LazyMenu.preloadOn}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.photoURL ?? undefined}
          alt={user.fullName}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      <LazyMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
      >
        {/* The header opens the account page (password, sessions): the menu keeps the spec's contents, no entry added. */}
        <MenuItem
          component={RouterLink}
          to={paths.account.getHref()}
          onClick={() => setAnchor(null)}
          title={t('account.manage')}
          aria-label={`${t('account.manage')}: ${user.fullName}, ${user.email}, ${user.role}`}
          sx={{ display: 'block', px: 2, py: 1.5 }}
        >
          <Typography variant="subtitle2" noWrap>
            {user.fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
          <Chip label={user.role} size="small" color="primary" variant="outlined" sx={{ mt: 1, textTransform: 'capitalize' }} />
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={paths.dashboard.getHref()} onClick={() => setAnchor(null)}>
          {t('account.home')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={logout} sx={{ color: 'error.main', gap: 1 }}>
          <LogoutIcon fontSize="small" /> {t('account.logout')}
        </MenuItem>
      </LazyMenu>
    </>
  );
}
