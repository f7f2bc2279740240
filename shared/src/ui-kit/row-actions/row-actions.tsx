import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';

import { MoreIcon } from '../icons/more-icon';
import { LazyMenu } from '../menu/lazy-menu';

// ----------------------------------------------------------------------

export interface RowAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
  /** Asks for what the action opens (a lazy dialog's code) while the menu is being reached for. */
  preload?: () => void;
}

/** A row's actions behind one button ("Actions for Le Monde"), so the table stays narrow. */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  const preload = () => {
    LazyMenu.preload();
    actions.forEach((action) => action.preload?.());
  };
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            sx={action.color ? { color: `${action.color}.main` } : undefined}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
