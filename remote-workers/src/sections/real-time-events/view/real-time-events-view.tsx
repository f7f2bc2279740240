import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LiveEventType, LiveFilter } from '@mediawatch/shared/schemas';
import { useLiveEvents, useSourceGroups, useSources, useTopics } from '@mediawatch/shared/queries';
import { useSearchParams } from '@mediawatch/shared/router';
import { EmptyState, PageHeader, useFormat } from '@mediawatch/shared/ui';

import { useLiveTexts } from '../../live/texts';
import { LiveEventItem } from '../../live/live-event-item';
import { LiveControls } from '../../live/live-status';
import { MultiFilter } from '../../live/multi-filter';

// ----------------------------------------------------------------------

/** Events kept on screen, newest first. */
export const LIVE_LIST_LIMIT = 100;
/** Shown at once when the page opens. */
export const LIVE_BACKLOG = 30;

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** Real Time Events: the live stream of new articles and alerts, filtered from the URL, pausable. */
export function RealTimeEventsView() {
  const { t } = useLiveTexts();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const topics = useTopics();
  const groups = useSourceGroups();
  const sources = useSources();

  const topicId = list(params, 'topicId');
  const groupId = list(params, 'groupId');
  const language = list(params, 'language');
  const type = params.get('type') === 'article' || params.get('type') === 'alert' ? (params.get('type') as LiveEventType) : null;
  const filterKey = params.toString();
  const filter = useMemo<LiveFilter>(
    () => ({
      topicId: topicId.length ? topicId : undefined,
      groupId: groupId.length ? groupId : undefined,
      language: language.length ? language : undefined,
      type: type ? [type] : undefined,
    }),
    // The URL is the filter: one stream per distinct query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  const filtered = Object.values(filter).some(Boolean);
  const live = useLiveEvents({ filter, limit: LIVE_LIST_LIMIT, backlog: LIVE_BACKLOG });

  const setFilter = (key: string, values: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(key);
        if (values.length) next.set(key, values.join(','));
        return next;
      },
      { replace: true },
    );

  const languages = useMemo(
    () =>
      [...new Set((sources.data ?? []).map((source) => source.language))]
        .sort()
        .map((code) => ({ value: code, label: format.languageName(code) })),
    [sources.data, format],
  );

  return (
    <>
      <PageHeader title={t('nav:realTimeEvents')} description={t('live.realTimeEvents.description')} />
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="rte-filters" sx={{ p: 2 }}>
          <Typography id="rte-filters" variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
            {t('live.realTimeEvents.filters')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
            <MultiFilter
              label={t('live.realTimeEvents.topic')}
              options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
              value={topicId}
              onChange={(values) => setFilter('topicId', values)}
            />
            <MultiFilter
              label={t('live.realTimeEvents.group')}
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              value={groupId}
              onChange={(values) => setFilter('groupId', values)}
            />
            <MultiFilter
              label={t('live.realTimeEvents.language')}
              options={languages}
              value={language}
              onChange={(values) => setFilter('language', values)}
            />
            <TextField
              select
              size="small"
              label={t('live.realTimeEvents.type')}
              value={type ?? 'all'}
              sx={{ minWidth: 180 }}
              onChange={(event) => setFilter('type', event.target.value === 'all' ? [] : [event.target.value])}
            >
              {(['all', 'article', 'alert'] as const).map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`live.realTimeEvents.types.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {filtered ? (
              <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('live.realTimeEvents.clear')}</Button>
            ) : null}
          </Stack>
        </Card>

        <Card component="section" aria-labelledby="rte-list">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography id="rte-list" variant="h6" component="h2">
              {t('live.realTimeEvents.list')}
            </Typography>
            <LiveControls status={live.status} paused={live.paused} pending={live.pending} onPause={live.pause} onResume={live.resume} />
          </Stack>
          <Divider />
          {live.events.length === 0 ? (
            <EmptyState title={filtered ? t('live.realTimeEvents.waitingFiltered') : t('live.realTimeEvents.waiting')} />
          ) : (
            <Stack
              component="ol"
              aria-labelledby="rte-list"
              divider={<Divider component="li" aria-hidden />}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {live.events.map((event) => (
                <Stack component="li" key={event.id} sx={{ px: 2, py: 1.5 }}>
                  <LiveEventItem event={event} />
                </Stack>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
    </>
  );
}
