import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// ----------------------------------------------------------------------

export interface BellDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's heading and its dialog's name. */
  title: string;
  maxWidth: number;
  markAllReadLabel: string;
  closeLabel: string;
  /** Off when nothing is unread or a marking is under way. */
  markAllReadDisabled: boolean;
  onMarkAllRead: () => void;
  children: ReactNode;
}

/**
 * The panel a top-bar bell opens (tasks, alerts): a modal dialog on the inline end, named by its heading,
 * with "mark all as read" and close beside it; the bell's content below.
 */
export function BellDrawer({
  open,
  onClose,
  title,
  maxWidth,
  markAllReadLabel,
  closeLabel,
  markAllReadDisabled,
  onMarkAllRead,
  children,
}: BellDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 1, maxWidth }, role: 'dialog', 'aria-modal': true, 'aria-label': title } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Tooltip title={markAllReadLabel}>
          <span>
            <IconButton aria-label={markAllReadLabel} disabled={markAllReadDisabled} onClick={onMarkAllRead}>
              <DoneAllIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
