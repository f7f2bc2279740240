import { useCallback } from 'react';
import type { HistoricalEvent, HistoricalEventQuery } from '@mediawatch/shared';
import { useHistoricalEvents } from '@mediawatch/shared/queries';
import { useFormat } from '@mediawatch/shared/ui';

import { useHistoricalEventsTexts } from './texts';

// ----------------------------------------------------------------------
// A proposal made from a topic's spike is stored with the figures it was made
// with (`spike`) and an English wording. Until an analyst rewrites its text,
// every reader sees its title and description worded in their own language,
// on the timeline, in the proposals and on the charts' event marks.

/** The event with its generated title and description in the current language (as it is when written by hand). */
export function useWordEvent(): (event: HistoricalEvent) => HistoricalEvent {
  const { t } = useHistoricalEventsTexts();
  const format = useFormat();
  return useCallback(
    (event) => {
      if (!event.spike || !event.topicName) return event;
      const values = {
        topic: event.topicName,
        articles: t('historicalEvents.spike.articles', { count: event.spike.count }),
        mean: format.number(event.spike.mean, { maximumFractionDigits: 2 }),
      };
      return { ...event, title: t('historicalEvents.spike.title', values), description: t('historicalEvents.spike.description', values) };
    },
    [t, format],
  );
}

/** `useHistoricalEvents`, each event worded in the current language. */
export function useWordedHistoricalEvents(query: HistoricalEventQuery = {}, options: { enabled?: boolean } = {}) {
  return useHistoricalEvents(query, { ...options, select: useWordEvent() });
}
