import { type ArticleListQuery } from '@mediawatch/shared';
import { ARTICLE_SORT_FIELDS } from '@mediawatch/shared/constants';

// ----------------------------------------------------------------------
// The warehouse's filter lives in the URL, so a filtered table can be
// bookmarked, shared and reloaded.

export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export interface WarehouseFilter {
  sourceId: string[];
  groupId: string[];
  topicId: string[];
  language: string[];
  /** YYYY-MM-DD, a day of the reader's time zone, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive (the API's `to` is exclusive: the next day's first instant is sent). */
  to: string;
  toneMin: string;
  toneMax: string;
  /** One story cluster (a link from the Daily Report's leading stories or the reader). */
  clusterId: string;
  page: number;
  pageSize: number;
  sort: ArticleSortField;
  order: 'asc' | 'desc';
}

export const PAGE_SIZES = [25, 50, 100] as const;

const list = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

export function readFilter(params: URLSearchParams): WarehouseFilter {
  const sort = params.get('sort');
  const pageSize = Number(params.get('pageSize'));
  return {
    sourceId: list(params, 'sourceId'),
    groupId: list(params, 'groupId'),
    topicId: list(params, 'topicId'),
    language: list(params, 'language'),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    toneMin: params.get('toneMin') ?? '',
    toneMax: params.get('toneMax') ?? '',
    clusterId: params.get('clusterId') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZES[0],
    sort: (ARTICLE_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as ArticleSortField) : 'publishedAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function writeFilter(filter: WarehouseFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['sourceId', 'groupId', 'topicId', 'language'] as const) {
    if (filter[key].length) params.set(key, filter[key].join(','));
  }
  for (const key of ['from', 'to', 'toneMin', 'toneMax', 'clusterId'] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(filter.pageSize));
  if (filter.sort !== 'publishedAt') params.set('sort', filter.sort);
  if (filter.order !== 'desc') params.set('order', filter.order);
  return params;
}

/**
 * The first instant of a day of the reader's own time zone (ISO, UTC), and of
 * the day after: the table's days are the reader's days, as the Daily Report's
 * are, so a figure there and the articles listed here are the same set.
 */
function localDayStart(day: string, after = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  const start = new Date(year!, month! - 1, date! + after);
  // Not a day (a hand-edited URL): sent as written, and the server says what is wrong with it.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(start.getTime()) ? start.toISOString() : day;
}

const toneNumber = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/** The API query for a filter (days of the reader's zone as instants; `to` made exclusive). */
export function toListQuery(filter: WarehouseFilter): ArticleListQuery {
  return {
    sourceId: filter.sourceId.length ? filter.sourceId : undefined,
    groupId: filter.groupId.length ? filter.groupId : undefined,
    topicId: filter.topicId.length ? filter.topicId : undefined,
    language: filter.language.length ? filter.language : undefined,
    from: filter.from ? localDayStart(filter.from) : undefined,
    to: filter.to ? localDayStart(filter.to, 1) : undefined,
    toneMin: toneNumber(filter.toneMin),
    toneMax: toneNumber(filter.toneMax),
    clusterId: filter.clusterId || undefined,
    page: filter.page,
    pageSize: filter.pageSize,
    sort: filter.sort,
    order: filter.order,
  };
}
