import type {
  DailyReport,
  DailyReportEntities,
  EntityArticles,
  EntityFigures,
  ExploreAttention,
  ExploreEntities,
  ExploreSummary,
  MediaScaleIndex,
  SourceAnalysis,
} from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Answers of the analytics API for the page tests (shapes of @mediawatch/shared).

export const SOURCE_ID = '5f0c6c1e-0000-4000-8000-000000000001';
export const TOPIC_ID = '7a0c6c1e-0000-4000-8000-000000000002';
export const CLUSTER_ID = '9b0c6c1e-0000-4000-8000-000000000003';

export function dailyReport(day: string, overrides: Partial<DailyReport> = {}): DailyReport {
  return {
    day,
    timeZone: 'UTC',
    from: `${day}T00:00:00.000Z`,
    to: `${day}T23:59:59.000Z`,
    partial: false,
    cutoff: `${day}T23:59:59.000Z`,
    total: { count: 1234, previous: 1000, mean: 900, sd: 100, low: 750, high: 1100 },
    tone: {
      mean: -0.5,
      untoned: 0,
      negative: 400,
      neutral: 600,
      positive: 234,
      histogram: Array.from({ length: 20 }, (_, index) => ({ bin: index - 10, count: index === 9 ? 600 : 10 })),
    },
    hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, count: 50 + hour, previous: 40 })),
    topics: [{ id: TOPIC_ID, name: 'Storms & floods', count: 212, previous: 20, mean: 22, sd: 5, low: 14.5, high: 32 }],
    sourcesByVolume: [{ id: SOURCE_ID, name: 'Global Wire', count: 88, previous: 70, reach: 42_000_000 }],
    sourcesByReach: [{ id: SOURCE_ID, name: 'Global Wire', count: 88, reach: 42_000_000 }],
    stories: [
      {
        clusterId: CLUSTER_ID,
        title: 'Storm hits the northern coast',
        outlets: 4,
        articles: 6,
        firstAt: `${day}T08:00:00.000Z`,
        originSourceId: SOURCE_ID,
        originSourceName: 'Global Wire',
      },
    ],
    spikes: [
      {
        kind: 'topic',
        id: TOPIC_ID,
        name: 'Storms & floods',
        direction: 'up',
        count: 212,
        previous: 20,
        mean: 22,
        sd: 5,
        low: 14.5,
        high: 32,
        articles: [
          {
            id: 'a1',
            title: 'Storm batters the harbour',
            sourceId: SOURCE_ID,
            sourceName: 'Global Wire',
            publishedAt: `${day}T09:00:00.000Z`,
            language: 'en',
            tone: -4,
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The day's people, organizations and places: Macron up on the day before, Paris new, no organization. */
export function reportEntities(day: string, overrides: Partial<DailyReportEntities> = {}): DailyReportEntities {
  const against = (count: number, previous: number, mean: number) => ({ count, previous, mean, sd: 1, low: 0, high: mean + 2 });
  return {
    day,
    timeZone: 'UTC',
    partial: false,
    total: 40,
    unread: 0,
    people: [
      { id: 1, name: 'Emmanuel Macron', country: null, isCountry: false, ...against(12, 6, 4) },
      { id: 2, name: 'Pedro Sánchez', country: null, isCountry: false, ...against(3, 3, 2.5) },
    ],
    organizations: [],
    places: [
      { id: 3, name: 'Paris', country: 'FR', isCountry: false, ...against(5, 0, 0.5) },
      { id: 4, name: 'Germany', country: 'DE', isCountry: true, ...against(2, 1, 1) },
    ],
    countries: [
      { country: 'FR', count: 6, share: 0.15 },
      { country: 'DE', count: 2, share: 0.05 },
    ],
    ...overrides,
  };
}

export function exploreAttention(queries: string[]): ExploreAttention {
  return {
    interval: 'week',
    timeZone: 'UTC',
    buckets: ['2026-11-02', '2026-11-09', '2026-11-16'],
    totals: [1000, 2000, 500],
    series: queries.map((query, index) => ({
      query,
      total: 60 * (index + 1),
      counts: [10 * (index + 1), 40 * (index + 1), 10 * (index + 1)],
    })),
    tookMs: 12,
  };
}

/** A query's entities (GET /api/explore/entities): Macron in 30 of 60 matches, Paris in 12. */
export function exploreEntities(query: string): ExploreEntities {
  return {
    query,
    total: 60,
    unread: query === 'storm' ? 5 : 0,
    people: [
      { id: 1, name: 'Emmanuel Macron', country: null, count: 30, share: 0.5 },
      { id: 2, name: 'Olaf Scholz', country: null, count: 6, share: 0.1 },
    ],
    organizations: [{ id: 3, name: 'NATO', country: null, count: 9, share: 0.15 }],
    places: query === 'storm' ? [] : [{ id: 4, name: 'Paris', country: 'FR', count: 12, share: 0.2 }],
    countries: [{ country: 'FR', count: 12, share: 0.2 }],
  };
}

export function exploreSummary(query: string): ExploreSummary {
  return {
    query,
    total: 60,
    totalInFilters: 3500,
    words: [
      { word: query.split(' ')[0]!, count: 50 },
      { word: 'harbour', count: 12 },
    ],
    sampled: 60,
    sources: [{ id: SOURCE_ID, name: 'Global Wire', count: 30 }],
    languages: [{ language: 'en', count: 60 }],
    sample: [
      {
        id: `a-${query}`,
        title: `${query} hits the coast`,
        sourceId: SOURCE_ID,
        sourceName: 'Global Wire',
        publishedAt: '2026-11-20T09:00:00.000Z',
        language: 'en',
        tone: -2,
      },
    ],
  };
}

export function sourceAnalysis(): SourceAnalysis {
  const days = Array.from({ length: 28 }, (_, index) => {
    const day = `2026-10-${String(index + 1).padStart(2, '0')}`;
    const count = index === 27 ? 40 : index >= 20 && index < 24 ? 0 : 10;
    return {
      day,
      start: `${day}T00:00:00.000Z`,
      end: `${day}T23:59:59.000Z`,
      count,
      tone: count ? -1.5 : null,
      untoned: 0,
      positive: 2,
      negative: 5,
      outside: index === 27 ? ('high' as const) : index >= 20 && index < 24 ? ('low' as const) : null,
    };
  });
  return {
    sourceId: SOURCE_ID,
    timeZone: 'UTC',
    days,
    band: { mean: 9.3, sd: 6.6, low: 0, high: 22.5 },
    untoned: 0,
    groups: [{ id: 'g1', name: 'International wires', sources: 5, groupCount: 1000, count: 250 }],
    words: [{ word: 'storm', count: 40 }],
    sampled: 260,
  };
}

/** Two sources; under the default weights Global Wire leads, with reach weighed 0 Quiet Post does. */
export function mediaScaleIndex(days: number, weights = { reach: 0.35, volume: 0.25, pickup: 0.3, tone: 0.1 }): MediaScaleIndex {
  const rows = [
    {
      sourceId: SOURCE_ID,
      name: 'Global Wire',
      language: 'en',
      country: 'US',
      reach: 42_000_000,
      volume: 300,
      pickup: 12,
      toneIntensity: 1.2,
      untoned: 0,
      components: { reach: 1, volume: 1, pickup: 0.4, tone: 0.2 },
    },
    {
      sourceId: '5f0c6c1e-0000-4000-8000-000000000005',
      name: 'Quiet Post',
      language: 'fr',
      country: 'FR',
      reach: null,
      volume: 40,
      pickup: 90,
      toneIntensity: 3.1,
      untoned: 0,
      components: { reach: 0, volume: 0.65, pickup: 1, tone: 1 },
    },
  ];
  const sum = weights.reach + weights.volume + weights.pickup + weights.tone;
  const scored = rows
    .map((row) => ({
      ...row,
      score:
        (100 *
          (weights.reach * row.components.reach +
            weights.volume * row.components.volume +
            weights.pickup * row.components.pickup +
            weights.tone * row.components.tone)) /
        sum,
    }))
    .sort((a, b) => b.score - a.score)
    .map((row, index) => ({ ...row, rank: index + 1 }));
  return {
    from: '2026-08-25T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    days,
    weights: { ...weights, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: null },
    maxima: { reach: 42_000_000, volume: 300, pickup: 90, tone: 3.1 },
    untoned: 0,
    rows: scored,
  };
}

/** A person's page figures: 7 days, the 6th without tone at all, the 7th half untoned. */
export function entityFigures(entityId = 7): EntityFigures {
  const days = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
  const counts = [0, 2, 1, 0, 3, 2, 4];
  const tones = [null, 1.5, -2, null, 0.5, null, -1.25];
  const untoned = [0, 0, 0, 0, 0, 2, 2];
  return {
    entityId,
    timeZone: 'UTC',
    from: days[0]!,
    to: days[6]!,
    days: days.map((day, index) => ({
      day,
      start: `${day}T00:00:00.000Z`,
      end: `${day}T23:59:59.999Z`,
      count: counts[index]!,
      tone: tones[index]!,
      untoned: untoned[index]!,
    })),
    total: 12,
    untoned: 4,
    sources: [
      { id: SOURCE_ID, name: 'Global Wire', count: 8, share: 0.6667 },
      { id: 'src-2', name: 'Le Quotidien', count: 4, share: 0.3333 },
    ],
    coMentions: [
      { id: 8, kind: 'org', name: 'United Nations', country: null, count: 6, share: 0.5 },
      { id: 9, kind: 'place', name: 'Paris', country: 'FR', count: 3, share: 0.25 },
    ],
    sampled: 12,
  };
}

export function entityArticles(page = 1): EntityArticles {
  return {
    items: [
      {
        id: `a-${page}-1`,
        title: page === 1 ? 'Minister meets envoys' : 'Older talks',
        sourceId: SOURCE_ID,
        sourceName: 'Global Wire',
        publishedAt: '2026-11-18T09:00:00.000Z',
        language: 'en',
        tone: 2.5,
      },
      {
        id: `a-${page}-2`,
        title: 'الأمم المتحدة ترسل فريقا',
        sourceId: 'src-3',
        sourceName: 'Al Sabah',
        publishedAt: '2026-11-17T09:00:00.000Z',
        language: 'ar',
        tone: null,
      },
    ],
    total: 22,
    page,
    pageSize: 20,
  };
}
