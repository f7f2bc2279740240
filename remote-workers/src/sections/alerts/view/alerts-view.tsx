import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type AlertKind, type AlertListQuery } from '@mediawatch/shared';
import { ALERT_KINDS } from '@mediawatch/shared/constants';
import { useAlerts, useMarkAlertsRead, useMarkAllAlertsRead, useTopics } from '@mediawatch/shared/queries';
import { AlertItem, EmptyState, ErrorState, LoadingState, PageHeader, TablePager, useCan, useUiTranslation } from '@mediawatch/shared/ui';

import { useAlertsTexts } from '../texts';
import { AlertSettingsCard } from '../alert-settings-card';
import { WebhooksCard } from '../webhooks-card';

// ----------------------------------------------------------------------

const PERIODS = { all: null, day: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;
const PAGE_SIZES = [10, 20, 50];
/** The page follows new alerts as the bell does. */
const POLL_MS = 10_000;

/** Alerts (/dashboard/alerts): the full list with filters, the user's delivery settings and (admins) the webhooks. */
export function AlertsView() {
  const { t } = useAlertsTexts();
  const { t: ui } = useUiTranslation();
  const [unread, setUnread] = useState(false);
  const [kind, setKind] = useState<AlertKind | ''>('');
  const [topic, setTopic] = useState('');
  const [period, setPeriod] = useState<Period>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  // The period's start is fixed when chosen, so the query key holds still between polls.
  const [since, setSince] = useState<string | undefined>(undefined);
  const topics = useTopics();
  const manageWebhooks = useCan('manageWebhooks');

  const query = useMemo<AlertListQuery>(
    () => ({
      ...(unread ? { unread: 'true' as const } : {}),
      ...(kind ? { kind } : {}),
      ...(topic ? { topic } : {}),
      ...(since ? { from: since } : {}),
      page: page + 1,
      pageSize,
    }),
    [unread, kind, topic, since, page, pageSize],
  );
  const alerts = useAlerts(query, { refetchInterval: POLL_MS });
  const markRead = useMarkAlertsRead();
  const markAll = useMarkAllAlertsRead();

  const choosePeriod = (next: Period) => {
    setPeriod(next);
    const days = PERIODS[next];
    setSince(days === null ? undefined : new Date(Date.now() - days * 86_400_000).toISOString());
    setPage(0);
  };

  let list;
  if (alerts.isPending) list = <LoadingState label={t('alerts.loading')} />;
  else if (alerts.isError) list = <ErrorState title={t('alerts.failed')} error={alerts.error} onRetry={() => void alerts.refetch()} />;
  else if (alerts.data.items.length === 0) list = <EmptyState title={t('alerts.empty')} />;
  else
    list = (
      <>
        <List disablePadding aria-label={t('alerts.list')}>
          {alerts.data.items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} headingLevel={2} onMarkRead={(item) => markRead.mutate([item.id])} />
          ))}
        </List>
        <TablePager
          count={alerts.data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={setPage}
          onRowsPerPageChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={t('alerts.title')}
        description={t('alerts.description')}
        action={
          <Button variant="outlined" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {t('alerts.markAllRead')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Card>
          <Stack
            component="form"
            role="search"
            aria-label={t('alerts.filters.label')}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ p: 2, alignItems: { md: 'center' } }}
            onSubmit={(event) => event.preventDefault()}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={unread}
                  onChange={(event) => {
                    setUnread(event.target.checked);
                    setPage(0);
                  }}
                />
              }
              label={t('alerts.filters.unread')}
            />
            <TextField
              select
              size="small"
              label={t('alerts.filters.kind')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as AlertKind | '');
                setPage(0);
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('alerts.filters.anyKind')}</MenuItem>
              {ALERT_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {ui(`alerts.kind.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('alerts.filters.topic')}
              value={topic}
              onChange={(event) => {
                setTopic(event.target.value);
                setPage(0);
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('alerts.filters.anyTopic')}</MenuItem>
              {(topics.data ?? []).map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('alerts.filters.period')}
              value={period}
              onChange={(event) => choosePeriod(event.target.value as Period)}
              sx={{ minWidth: 180 }}
            >
              {(Object.keys(PERIODS) as Period[]).map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`alerts.filters.periods.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Card>
        <Card>{list}</Card>
        <AlertSettingsCard />
        {manageWebhooks ? <WebhooksCard /> : null}
      </Stack>
    </>
  );
}
