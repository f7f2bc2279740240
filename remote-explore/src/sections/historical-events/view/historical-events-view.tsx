import { useMemo, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, type HistoricalEvent, type HistoricalEventCategory, type HistoricalEventQuery } from '@mediawatch/shared';
import { HISTORICAL_EVENT_CATEGORIES } from '@mediawatch/shared/constants';
import { useUpdateHistoricalEvent } from '@mediawatch/shared/queries';
import {
  ListState,
  ErrorState,
  LoadingState,
  NoticeSnackbar,
  PageHeader,
  isDay,
  useCan,
  useFormat,
  useMayChange,
  type Notice,
} from '@mediawatch/shared/ui';

import { useHistoricalEventsTexts } from '../texts';
import { useWordEvent, useWordedHistoricalEvents } from '../use-event-wording';
import { EventCard, type EventCardAction } from '../event-card';
import { EventDialog } from '../event-dialog';

// ----------------------------------------------------------------------

/** The filters, read from the URL (unknown values are left out). */
function readFilters(params: URLSearchParams): HistoricalEventQuery {
  const category = params.get('category');
  const from = params.get('from');
  const to = params.get('to');
  return {
    category: HISTORICAL_EVENT_CATEGORIES.includes(category as HistoricalEventCategory) ? (category as HistoricalEventCategory) : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** Confirmed events by month (YYYY-MM), newest first (the API answers newest first). */
function byMonth(events: HistoricalEvent[]): Array<{ month: string; events: HistoricalEvent[] }> {
  const months: Array<{ month: string; events: HistoricalEvent[] }> = [];
  for (const event of events) {
    const month = event.date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.events.push(event);
    else months.push({ month, events: [event] });
  }
  return months;
}

type Editing = { event?: HistoricalEvent; confirm?: boolean } | null;

/** Historical events: filters in the URL, the proposals to review, and the timeline by month. */
export function HistoricalEventsView() {
  const { t } = useHistoricalEventsTexts();
  const format = useFormat();
  const mayWrite = useCan('manageHistoricalEvents');
  const mayChange = useMayChange();
  // What someone wrote is theirs to change (or an admin's); a proposal nobody wrote is the team's
  // (docs/decisions/0042-accounts-and-ownership.md).
  const mayEdit = (event: HistoricalEvent) => mayWrite && (!event.createdBy || mayChange(event.createdBy, 'manageHistoricalEvents'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const confirmed = useWordedHistoricalEvents({ ...filters, status: 'confirmed' });
  const proposed = useWordedHistoricalEvents({ ...filters, status: 'proposed' });
  const wordEvent = useWordEvent();
  const update = useUpdateHistoricalEvent();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** "Edit" on an event's card: a proposal's edit confirms it on save. */
  const editAction = (event: HistoricalEvent, { confirm, variant }: { confirm?: boolean; variant?: EventCardAction['variant'] }) => ({
    name: t('historicalEvents.proposed.edit'),
    label: t('historicalEvents.proposed.editLabel', { title: event.title }),
    variant,
    onClick: () => setEditing(confirm ? { event, confirm } : { event }),
  });

  const setFilter = (key: keyof HistoricalEventQuery, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const filtered = !!(filters.category || filters.from || filters.to);

  const decide = (event: HistoricalEvent, status: 'confirmed' | 'dismissed') =>
    update.mutate(
      { id: event.id, update: { status } },
      {
        onSuccess: () =>
          setNotice({
            severity: 'success',
            text: t(status === 'confirmed' ? 'historicalEvents.confirmed' : 'historicalEvents.dismissed', { title: event.title }),
          }),
        onError: (error) => setNotice({ severity: 'error', text: toApiError(error).message }),
      },
    );

  const monthName = (month: string) =>
    new Intl.DateTimeFormat(format.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

  return (
    <>
      <PageHeader
        title={t('nav:historicalEvents')}
        description={t('historicalEvents.description')}
        action={
          mayWrite ? (
            <Button variant="contained" onClick={() => setEditing({})}>
              {t('historicalEvents.add')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={3}>
        <Card component="section" aria-label={t('historicalEvents.filters')} sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('historicalEvents.category')}
              value={filters.category ?? ''}
              onChange={(event) => setFilter('category', event.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('historicalEvents.anyCategory')}</MenuItem>
              {HISTORICAL_EVENT_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`historicalEvents.categories.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('historicalEvents.from')}
              value={filters.from ?? ''}
              onChange={(event) => setFilter('from', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('historicalEvents.to')}
              value={filters.to ?? ''}
              onChange={(event) => setFilter('to', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {filtered ? <Button onClick={() => setParams(new URLSearchParams())}>{t('historicalEvents.clear')}</Button> : null}
          </Stack>
        </Card>

        <Card component="section" aria-labelledby="proposed-title" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" id="proposed-title">
            {t('historicalEvents.proposed.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('historicalEvents.proposed.description')}
          </Typography>
          {proposed.isPending ? (
            <LoadingState label={t('historicalEvents.timeline.loading')} />
          ) : proposed.isError ? (
            <ErrorState title={t('historicalEvents.timeline.failed')} error={proposed.error} onRetry={() => void proposed.refetch()} />
          ) : proposed.data.length === 0 ? (
            <Typography variant="body2">{t('historicalEvents.proposed.empty')}</Typography>
          ) : (
            <Stack divider={<Divider flexItem />}>
              {proposed.data.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  headingLevel={3}
                  actions={
                    mayWrite
                      ? [
                          {
                            name: t('historicalEvents.proposed.confirm'),
                            label: t('historicalEvents.proposed.confirmLabel', { title: event.title }),
                            variant: 'contained',
                            onClick: () => decide(event, 'confirmed'),
                          },
                          editAction(event, { confirm: true }),
                          {
                            name: t('historicalEvents.proposed.dismiss'),
                            label: t('historicalEvents.proposed.dismissLabel', { title: event.title }),
                            variant: 'text',
                            onClick: () => decide(event, 'dismissed'),
                          },
                        ]
                      : []
                  }
                />
              ))}
            </Stack>
          )}
        </Card>

        <Card component="section" aria-labelledby="timeline-title" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" id="timeline-title">
            {t('historicalEvents.timeline.title')}
          </Typography>
          <ListState
            query={confirmed}
            loadingLabel={t('historicalEvents.timeline.loading')}
            errorTitle={t('historicalEvents.timeline.failed')}
            emptyTitle={t('historicalEvents.timeline.empty')}
          >
            {(events) =>
              byMonth(events).map(({ month, events }) => (
                <Stack
                  key={month}
                  component="section"
                  aria-label={t('historicalEvents.timeline.month', { month: monthName(month) })}
                  sx={{ mt: 2 }}
                >
                  <Typography
                    variant="subtitle1"
                    component="h3"
                    sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, textTransform: 'capitalize' }}
                  >
                    {monthName(month)}
                  </Typography>
                  <Stack
                    divider={<Divider flexItem />}
                    sx={{ borderInlineStart: 3, borderColor: 'primary.main', paddingInlineStart: 2, mt: 1 }}
                  >
                    {events.map((event) => (
                      <EventCard key={event.id} event={event} actions={mayEdit(event) ? [editAction(event, { variant: 'text' })] : []} />
                    ))}
                  </Stack>
                </Stack>
              ))
            }
          </ListState>
        </Card>
      </Stack>
      {editing ? (
        <EventDialog
          event={editing.event}
          confirm={editing.confirm}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: t('historicalEvents.saved', { title: wordEvent(saved).title }) });
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
