import { paths } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface ArticlesFilter {
  /** Days of the reader's zone, inclusive. */
  from?: string;
  to?: string;
  sourceId?: string;
  groupId?: string;
  topicId?: string;
  sort?: 'publishedAt' | 'tone';
  order?: 'asc' | 'desc';
}

/** The warehouse table filtered to the articles behind a figure. */
export function articlesHref(filter: ArticlesFilter): string {
  return paths.warehouse.getHref({ ...filter });
}
