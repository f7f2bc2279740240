import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError } from '@mediawatch/shared';
import type { LiveFilter } from '@mediawatch/shared/schemas';
import { useLiveEvents, useMonitorColumns, useSaveMonitorColumns, useTopics } from '@mediawatch/shared/queries';
import { ErrorState, LoadingState, NoticeSnackbar, PageHeader, EmptyState, type Notice } from '@mediawatch/shared/ui';

import { useLiveTexts } from '../../live/texts';
import { LiveControls } from '../../live/live-status';
import { MonitorColumnCard } from '../monitor-column';

// ----------------------------------------------------------------------

/** Monitor: the user's watchlist, one live column per topic, added, removed and reordered (saved on the server). */
export function MonitorView() {
  const { t } = useLiveTexts();
  const columns = useMonitorColumns();
  const topics = useTopics();
  const save = useSaveMonitorColumns();
  const [choice, setChoice] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  const ids = useMemo(() => (columns.data ?? []).map((column) => column.topicId), [columns.data]);
  // Sorted: reordering columns keeps the same stream. Alerts too: a column's alert state changes live.
  const streamKey = [...ids].sort().join(',');
  const filter = useMemo<LiveFilter>(() => ({ topicId: streamKey.split(',').filter(Boolean), type: ['article', 'alert'] }), [streamKey]);
  const live = useLiveEvents({ filter, limit: 300, enabled: ids.length > 0 });
  const available = (topics.data ?? []).filter((topic) => !ids.includes(topic.id));

  const write = (next: string[]) =>
    save.mutate(next, {
      onError: (error) => setNotice({ severity: 'error', text: `${t('live.monitor.saveFailed')}: ${toApiError(error).message}` }),
    });
  const move = (index: number, delta: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    write(next);
  };

  return (
    <>
      <PageHeader title={t('nav:monitor')} description={t('live.monitor.description')} />
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="monitor-add" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Typography id="monitor-add" variant="subtitle2" component="h2">
              {t('live.monitor.add')}
            </Typography>
            {topics.data && topics.data.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('live.monitor.noTopics')}
              </Typography>
            ) : (
              <Stack
                component="form"
                direction="row"
                spacing={1}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!choice) return;
                  write([...ids, choice]);
                  setChoice('');
                }}
              >
                <TextField
                  select
                  size="small"
                  label={t('live.monitor.addTopic')}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                  sx={{ minWidth: 220 }}
                  disabled={available.length === 0}
                  helperText={topics.data && available.length === 0 ? t('live.monitor.allAdded') : undefined}
                >
                  {available.map((topic) => (
                    <MenuItem key={topic.id} value={topic.id}>
                      {topic.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button type="submit" variant="contained" disabled={!choice || save.isPending}>
                  {t('live.monitor.addButton')}
                </Button>
              </Stack>
            )}
            <Stack sx={{ flexGrow: 1 }} />
            {ids.length > 0 ? (
              <LiveControls status={live.status} paused={live.paused} pending={live.pending} onPause={live.pause} onResume={live.resume} />
            ) : null}
          </Stack>
        </Card>

        {columns.isPending ? (
          <LoadingState label={t('live.monitor.loading')} />
        ) : columns.isError ? (
          <ErrorState title={t('live.monitor.failed')} error={columns.error} onRetry={() => void columns.refetch()} />
        ) : columns.data.length === 0 ? (
          <EmptyState title={t('live.monitor.empty')} />
        ) : (
          <Stack
            role="list"
            aria-label={t('live.monitor.columns')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ overflowX: { sm: 'auto' }, pb: 1, alignItems: { sm: 'flex-start' } }}
          >
            {columns.data.map((column, index) => (
              <Stack role="listitem" key={column.topicId} sx={{ flexShrink: 0 }}>
                <MonitorColumnCard
                  column={column}
                  index={index}
                  count={columns.data.length}
                  events={live.events}
                  busy={save.isPending}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => write(ids.filter((id) => id !== column.topicId))}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
