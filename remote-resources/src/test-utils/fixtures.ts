import { type ArticleSummary, type Podcast, type Source, type SourceGroup, type Topic } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// API answers shaped by the shared schemas, with only what a test cares about overridden.

/** Health fields of a feed whose body reads cleanly (spread: the schema may grow). */
const cleanFeed = { malformed: null };

export function makeSource(overrides: Partial<Source> = {}): Source {
  return {
    id: '5f0c6c1e-0000-4000-8000-000000000001',
    name: 'Le Monde',
    homepage: 'https://www.lemonde.fr',
    feedUrls: ['https://www.lemonde.fr/rss/une.xml'],
    language: 'fr',
    country: 'FR',
    mediaType: 'newspaper',
    reach: null,
    reachTier: 'national',
    active: true,
    pollIntervalMinutes: 30,
    ignoreHttpCache: false,
    fetchFullText: false,
    groupIds: [],
    articleCount: 1200,
    health: {
      state: 'ok',
      lastAttemptAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      lastSuccessAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      lastNewArticleAt: null,
      consecutiveFailures: 0,
      lastStatus: 200,
      lastError: null,
      supports304: true,
      nextPollAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      ...cleanFeed,
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<SourceGroup> = {}): SourceGroup {
  return {
    id: '6a0c6c1e-0000-4000-8000-000000000001',
    name: 'French press',
    description: 'National dailies',
    sourceIds: [],
    sourceCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: '7b0c6c1e-0000-4000-8000-000000000001',
    name: 'Energy',
    description: '',
    query: 'energy OR "power grid"',
    alertPolicy: { kind: 'none', threshold: null, windowHours: 24, cooldownMinutes: 60 },
    active: true,
    matchCount: 42,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeArticle(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: '8c0c6c1e-0000-4000-8000-000000000001',
    sourceId: '5f0c6c1e-0000-4000-8000-000000000001',
    sourceName: 'Le Monde',
    url: 'https://www.lemonde.fr/a/1',
    title: 'Grid operators brace for winter',
    author: 'Jeanne Martin',
    publishedAt: '2026-11-20T08:30:00.000Z',
    dateIssue: null,
    fetchedAt: '2026-11-20T08:35:00.000Z',
    language: 'fr',
    summary: 'Operators expect record demand.',
    tone: -1.5,
    clusterId: null,
    clusterSize: 1,
    topics: [],
    ...overrides,
  };
}

export function makePodcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    _id: '9d0c6c1e-0000-4000-8000-000000000001',
    title: 'Morning Briefing',
    author: 'The Desk',
    description: 'The day ahead in five minutes.',
    coverArtUrl: null,
    audioUrl: '/api/podcast/media/demo-morning-briefing.wav',
    durationSeconds: 95,
    featured: true,
    createdAt: '2026-11-20T08:30:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}
