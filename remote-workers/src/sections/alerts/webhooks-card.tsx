import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Webhook } from '@mediawatch/shared';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '@mediawatch/shared/queries';
import {
  ConfirmDialog,
  ListState,
  NoticeSnackbar,
  RowActions,
  ScrollTable,
  useConfirmDelete,
  useFormat,
  useMessage,
  type Notice,
  lazyWithPreload,
} from '@mediawatch/shared/ui';

import { useAlertsTexts } from './texts';

// ----------------------------------------------------------------------

// The webhook form (its validation library and schema) loads when it opens, not with the
// alerts page (docs/decisions/0049-time-outs-measure-progress.md).
const WebhookDialog = lazyWithPreload(() => import('./webhook-dialog').then((module) => module.WebhookDialog));

const STATUS_COLOR = { pending: 'default', retrying: 'warning', delivered: 'success', failed: 'error' } as const;

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useAlertsTexts();
  const format = useFormat();
  const say = useMessage();
  if (webhook.deliveries.length === 0) {
    return <Typography sx={{ color: 'text.secondary', px: 2, pb: 2, typography: 'body2' }}>{t('alerts.webhooks.noDeliveries')}</Typography>;
  }
  return (
    <ScrollTable label={t('alerts.webhooks.deliveries', { name: webhook.name })} size="small" minWidth={640}>
      <TableHead>
        <TableRow>
          <TableCell>{t('alerts.webhooks.columns.time')}</TableCell>
          <TableCell>{t('alerts.webhooks.columns.alert')}</TableCell>
          <TableCell>{t('alerts.webhooks.columns.status')}</TableCell>
          <TableCell align="right">{t('alerts.webhooks.columns.code')}</TableCell>
          <TableCell align="right">{t('alerts.webhooks.columns.attempts')}</TableCell>
          <TableCell>{t('alerts.webhooks.columns.error')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {webhook.deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>
              <time dateTime={delivery.updatedAt}>{format.dateTime(delivery.updatedAt)}</time>
            </TableCell>
            <TableCell dir="auto">{delivery.alertTitle}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[delivery.status]}
                label={t(`alerts.webhooks.status.${delivery.status}`)}
              />
            </TableCell>
            <TableCell align="right">{delivery.responseCode ?? '—'}</TableCell>
            <TableCell align="right">{format.number(delivery.attempts)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{say(delivery.errorMessage ?? delivery.error)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Admins: the webhooks, with their last deliveries (status, HTTP code, attempts, error, time). */
export function WebhooksCard() {
  const { t } = useAlertsTexts();
  const webhooks = useWebhooks({ refetchInterval: 10_000 });
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmDelete<Webhook>(
    remove,
    (webhook) => webhook.id,
    (removed) => setNotice({ severity: 'success', text: t('alerts.webhooks.deleted', { name: removed.name }) }),
  );
  const headingId = 'webhooks-title';

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={t('alerts.webhooks.title')}
        subheader={t('alerts.webhooks.description')}
        slotProps={{ title: { component: 'h2', id: headingId, variant: 'h6' } }}
        action={
          <Button variant="contained" {...WebhookDialog.preloadOn} onClick={() => setEditing('new')}>
            {t('alerts.webhooks.add')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ px: 0 }}>
        <ListState
          query={webhooks}
          loadingLabel={t('alerts.webhooks.title')}
          errorTitle={t('alerts.webhooks.failed')}
          emptyTitle={t('alerts.webhooks.empty')}
        >
          {(items) => (
            <Stack spacing={3}>
              {items.map((webhook) => (
                <Box key={webhook.id} component="article" aria-label={webhook.name}>
                  <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, minWidth: 0 }}>
                      {webhook.name}{' '}
                      <Typography component="span" variant="body2" dir="ltr" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {webhook.url}
                      </Typography>
                    </Typography>
                    <Switch
                      checked={webhook.enabled}
                      slotProps={{ input: { 'aria-label': t('alerts.webhooks.enabledOf', { name: webhook.name }) } }}
                      onChange={(event) => update.mutate({ id: webhook.id, update: { enabled: event.target.checked } })}
                    />
                    <RowActions
                      label={t('alerts.webhooks.edit', { name: webhook.name })}
                      actions={[
                        { label: t('alerts.webhooks.edit', { name: webhook.name }), onClick: () => setEditing(webhook) },
                        {
                          label: t('alerts.webhooks.delete', { name: webhook.name }),
                          onClick: () => deletion.ask(webhook),
                          color: 'error',
                        },
                      ]}
                    />
                  </Stack>
                  <Deliveries webhook={webhook} />
                </Box>
              ))}
            </Stack>
          )}
        </ListState>
      </CardContent>
      {editing ? (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t('alerts.webhooks.saved', { name: saved.name }) });
          }}
        />
      ) : null}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={deletion.deleting ? t('alerts.webhooks.deleteTitle', { name: deletion.deleting.name }) : ''}
        content={t('alerts.webhooks.deleteText')}
        confirmLabel={t('alerts.webhooks.delete', { name: deletion.deleting?.name ?? '' })}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
