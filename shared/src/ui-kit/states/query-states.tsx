import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiErrorText } from '../messages/use-message';
import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------
// The three states every list shows besides its data.

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

export interface ErrorStateProps {
  /** What failed, in words ("Could not load the sources"). */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** The server's message (coded ones in the reader's language) under a sentence saying what failed, with a retry. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const { t } = useUiTranslation();
  const apiErrorText = useApiErrorText();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {t('failed', { title, message: apiErrorText(error) })}
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children ? <Typography sx={{ color: 'text.secondary', mt: 1 }}>{children}</Typography> : null}
    </Box>
  );
}

export interface ListStateProps<T> {
  query: UseQueryResult<T[]>;
  /** "Loading sources…" */
  loadingLabel: string;
  /** "Could not load the sources" */
  errorTitle: string;
  /** "No sources yet" */
  emptyTitle: string;
  /** What to do about it, for this user. */
  emptyText?: ReactNode;
  /** The list when it has items. */
  children: (items: T[]) => ReactNode;
}

/** A list query's loading, error and empty states, or the list. */
export function ListState<T>({ query, loadingLabel, errorTitle, emptyTitle, emptyText, children }: ListStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (query.data.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return children(query.data);
}
