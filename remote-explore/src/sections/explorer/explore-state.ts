import { type ExploreAttentionQuery } from '@mediawatch/shared';
import { ANALYTICS_RULES, EXPLORE_INTERVALS } from '@mediawatch/shared/constants';

import { addDays, isDay, localToday } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------
// Explore's whole state is the URL, so a view can be shared and reloaded:
// `q` repeated (one per compared query), the filters, the days, the
// bucket and the measure.

export type Interval = (typeof EXPLORE_INTERVALS)[number];
export type Measure = 'share' | 'count';

export interface ExploreState {
  queries: string[];
  groupId: string[];
  sourceId: string[];
  language: string[];
  /** Days of the reader's zone, inclusive. */
  from: string;
  to: string;
  interval: Interval;
  measure: Measure;
}

/** The default window: the last 90 days. */
export const DEFAULT_DAYS = 90;

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

export function readExploreState(params: URLSearchParams, today = localToday()): ExploreState {
  const interval = params.get('interval');
  const from = params.get('from');
  const to = params.get('to');
  const last = isDay(to) && to <= today ? to : today;
  return {
    queries: params
      .getAll('q')
      .map((query) => query.trim())
      .filter(Boolean)
      .slice(0, ANALYTICS_RULES.exploreQueriesMax),
    groupId: list(params, 'groupId'),
    sourceId: list(params, 'sourceId'),
    language: list(params, 'language'),
    from: isDay(from) && from <= last ? from : addDays(last, -(DEFAULT_DAYS - 1)),
    to: last,
    interval: (EXPLORE_INTERVALS as readonly string[]).includes(interval ?? '') ? (interval as Interval) : 'day',
    measure: params.get('measure') === 'count' ? 'count' : 'share',
  };
}

export function writeExploreState(state: ExploreState, today = localToday()): URLSearchParams {
  const params = new URLSearchParams();
  for (const query of state.queries) params.append('q', query);
  for (const key of ['groupId', 'sourceId', 'language'] as const) if (state[key].length) params.set(key, state[key].join(','));
  if (state.from !== addDays(state.to, -(DEFAULT_DAYS - 1))) params.set('from', state.from);
  if (state.to !== today) params.set('to', state.to);
  if (state.interval !== 'day') params.set('interval', state.interval);
  if (state.measure !== 'share') params.set('measure', state.measure);
  return params;
}

/** The API's filters for a state, in `tz`. */
export function toFilters(state: ExploreState, tz: string) {
  return {
    groupId: state.groupId.length ? state.groupId : undefined,
    sourceId: state.sourceId.length ? state.sourceId : undefined,
    language: state.language.length ? state.language : undefined,
    from: state.from,
    to: state.to,
    tz,
  };
}

export function toAttentionQuery(state: ExploreState, tz: string): ExploreAttentionQuery {
  return { ...toFilters(state, tz), q: state.queries, interval: state.interval };
}
