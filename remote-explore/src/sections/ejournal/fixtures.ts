import type { Ejournal, EjournalArticle, EjournalSummary } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// E-journal issues as the API answers them, for the view tests.

export const A1 = '8c0c6c1e-0000-4000-8000-0000000000a1';
export const A2 = '8c0c6c1e-0000-4000-8000-0000000000a2';
export const A3 = '8c0c6c1e-0000-4000-8000-0000000000a3';

export const article = (id: string, title: string): EjournalArticle => ({
  id,
  title,
  url: `https://example.org/${id}`,
  sourceName: 'Grid Daily',
  publishedAt: '2026-11-20T08:00:00.000Z',
  language: 'en',
  excerpt: `About ${title}.`,
});

export const summaryOf = (issue: Ejournal): EjournalSummary => {
  const { introduction: _introduction, sections: _sections, articles: _articles, editions: _editions, ...summary } = issue;
  return summary;
};

export function issue(overrides: Partial<Ejournal> = {}): Ejournal {
  const base: Ejournal = {
    id: 'i1',
    seriesId: 'series-1',
    edition: 1,
    title: 'The week in energy',
    status: 'published',
    version: 2,
    ownerId: 'u-analyst',
    ownerName: 'Léo Martin',
    articleCount: 2,
    canEdit: false,
    canWithdraw: false,
    withdrawal: null,
    correctedBy: null,
    corrects: null,
    publishedAt: '2026-11-21T09:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    introduction: 'A cold week tested the grid.',
    sections: [
      { id: 's1', title: 'Energy', items: [{ articleId: A1, note: 'Read this first.' }] },
      { id: 's2', title: 'Also this week', items: [{ articleId: A2, note: '' }] },
    ],
    articles: [article(A1, 'Grid holds in the cold'), article(A2, 'Prices climb again')],
    editions: [{ id: 'i1', edition: 1, status: 'published', publishedAt: '2026-11-21T09:00:00.000Z', withdrawn: false }],
  };
  return { ...base, ...overrides };
}
