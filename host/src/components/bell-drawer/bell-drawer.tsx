import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';

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

export interface BellDrawerListProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** Whether the answer holds nothing to list. */
  isEmpty: (data: T) => boolean;
  loadingLabel: string;
  /** The error's sentence, with the server's message. */
  failedText: (message: string) => string;
  retryLabel: string;
  emptyText: string;
  /** The list, when there is one. */
  children: (data: T) => ReactNode;
}

/** A bell drawer's list: a spinner while it loads, the error with a retry, the empty sentence, or the list. */
export function BellDrawerList<T>({ query, isEmpty, loadingLabel, failedText, retryLabel, emptyText, children }: BellDrawerListProps<T>) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {failedText(query.error?.message ?? '')}
      </Alert>
    );
  }
  if (query.data === undefined || isEmpty(query.data)) {
    return <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6, px: 3 }}>{emptyText}</Typography>;
  }
  return children(query.data);
}
