import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation, type AdminApiToken, type ApiToken } from '@mediawatch/shared';
import { useRevokeApiToken } from '@mediawatch/shared/queries';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  ScrollTable,
  useApiErrorText,
  useFormat,
  VisuallyHidden,
} from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------
// A list of personal API tokens with their scopes, dates and last use, each
// revocable after a confirmation: the account page's own tokens, and every
// account's on the Users page, with an owner column
// (docs/decisions/0055-api-tokens.md).

type Row = ApiToken & Partial<Pick<AdminApiToken, 'owner'>>;

export interface ApiTokensTableProps {
  /** The list's query (`useApiTokens()` or `useEveryApiToken()`): its loading, failure, emptiness or rows. */
  query: Pick<UseQueryResult<{ tokens: readonly Row[] }>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The table's accessible name. */
  label: string;
  /** Shows each token's owner (the admins' list). */
  withOwner?: boolean;
}

export function ApiTokensTable({ query, label, withOwner }: ApiTokensTableProps) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={t('apiTokens.loading')} />;
  if (query.isError) return <ErrorState title={t('apiTokens.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data?.tokens.length) return <EmptyState title={t('apiTokens.empty')} />;
  return <TokenRows tokens={query.data.tokens} label={label} withOwner={withOwner} />;
}

function TokenRows({ tokens, label, withOwner }: { tokens: readonly Row[]; label: string; withOwner?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const apiErrorText = useApiErrorText();
  const revoke = useRevokeApiToken();
  const [asked, setAsked] = useState<Row | null>(null);
  const now = Date.now();

  const close = () => {
    setAsked(null);
    revoke.reset();
  };

  return (
    <>
      <ScrollTable label={label} minWidth={withOwner ? 900 : 760}>
        <TableHead>
          <TableRow>
            <TableCell>{t('apiTokens.columns.name')}</TableCell>
            {withOwner ? <TableCell>{t('apiTokens.columns.owner')}</TableCell> : null}
            <TableCell>{t('apiTokens.columns.scopes')}</TableCell>
            <TableCell>{t('apiTokens.columns.created')}</TableCell>
            <TableCell>{t('apiTokens.columns.expires')}</TableCell>
            <TableCell>{t('apiTokens.columns.lastUsed')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('apiTokens.columns.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => {
            const expired = Date.parse(token.expiresAt) <= now;
            return (
              <TableRow key={token.id} sx={expired ? { '& td': { color: 'text.disabled' } } : undefined}>
                <TableCell>
                  <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                    {token.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    component="span"
                    dir="ltr"
                    sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}
                  >
                    {token.prefix}…
                  </Typography>
                </TableCell>
                {withOwner ? (
                  <TableCell>
                    <span>{token.owner?.fullName}</span>
                    <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {token.owner?.email}
                    </Typography>
                  </TableCell>
                ) : null}
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {token.scopes.map((scope) => (
                      <Chip key={scope} size="small" variant="outlined" label={t(`apiTokens.scope.${scope}`)} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{format.date(token.createdAt)}</TableCell>
                <TableCell>
                  {expired ? <Chip size="small" color="warning" label={t('apiTokens.expired')} /> : format.date(token.expiresAt)}
                </TableCell>
                <TableCell>{token.lastUsedAt ? format.fromNow(token.lastUsedAt) : t('apiTokens.never')}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setAsked(token)}
                    aria-label={t('apiTokens.revokeOf', { name: token.name })}
                  >
                    {t('apiTokens.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
      <ConfirmDialog
        open={!!asked}
        title={t('apiTokens.revokeTitle')}
        content={
          asked?.owner
            ? t('apiTokens.revokeOwnerText', { name: asked.name, owner: asked.owner.fullName })
            : t('apiTokens.revokeText', { name: asked?.name ?? '' })
        }
        confirmLabel={t('apiTokens.revoke')}
        pending={revoke.isPending}
        error={revoke.isError ? t('apiTokens.revokeFailed', { message: apiErrorText(revoke.error) }) : null}
        onClose={close}
        onConfirm={() => asked && revoke.mutate(asked.id, { onSuccess: close })}
      />
    </>
  );
}
