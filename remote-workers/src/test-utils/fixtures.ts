import type { ArticleSummary, PipelineStats, PipelineThroughput, Tension, TensionOverview } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Answers of the analytics API for the page tests (shapes of @mediawatch/shared).

export const TOPIC_ID = '7a0c6c1e-0000-4000-8000-000000000002';
export const GROUP_ID = '8b0c6c1e-0000-4000-8000-000000000004';
export const SOURCE_ID = '5f0c6c1e-0000-4000-8000-000000000001';

export function tensionOverview(day: string): TensionOverview {
  return {
    day,
    items: [
      { kind: 'group', id: GROUP_ID, name: 'Alpha wires', count: 40, untoned: 0, negativity: 30.5, z: 0.4, flagged: false },
      { kind: 'topic', id: TOPIC_ID, name: 'Storms & floods', count: 212, untoned: 0, negativity: 410.2, z: 3.2, flagged: true },
      {
        kind: 'topic',
        id: '7a0c6c1e-0000-4000-8000-000000000009',
        name: 'Markets',
        count: 12,
        untoned: 0,
        negativity: 3,
        z: null,
        flagged: false,
      },
    ],
  };
}

/** 30 days ending on `last`, the one before last flagged. */
export function tension(kind: Tension['kind'], id: string, name: string, last: string): Tension {
  const end = new Date(`${last}T00:00:00.000Z`);
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(end.getTime() - (29 - index) * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const flagged = index === 28;
    return {
      day,
      start: `${day}T00:00:00.000Z`,
      end: new Date(date.getTime() + 86_400_000).toISOString(),
      count: flagged ? 212 : 20,
      untoned: 0,
      negativity: flagged ? 410.2 : 30,
      mean: 32,
      sd: 12,
      z: index === 0 ? null : flagged ? 3.2 : 0.1,
      flagged,
    };
  });
  return { kind, id, name, timeZone: 'UTC', days };
}

export function article(id: string, title: string, tone: number | null): ArticleSummary {
  return {
    id,
    sourceId: SOURCE_ID,
    sourceName: 'Global Wire',
    url: `https://globalwire.example/${id}`,
    title,
    author: null,
    publishedAt: '2026-11-19T09:00:00.000Z',
    dateIssue: null,
    fetchedAt: '2026-11-19T09:01:00.000Z',
    language: 'en',
    summary: '',
    tone,
    clusterId: null,
    clusterSize: 1,
    topics: [],
  };
}

export function pipelineStats(indexed = 90): PipelineStats {
  return {
    from: '2026-11-21T10:00:00.000Z',
    to: '2026-11-22T10:00:00.000Z',
    stages: [
      { stage: 'fetched', count: 200 },
      { stage: 'parsed', count: 190 },
      { stage: 'deduplicated', count: 100 },
      { stage: 'enriched', count: 100 },
      { stage: 'entities', count: 90 },
      { stage: 'indexed', count: indexed },
    ],
    drops: [
      { reason: 'duplicate_guid', count: 80 },
      { reason: 'no_title', count: 10 },
      { reason: 'something_new', count: 1 },
    ],
    flags: [{ reason: 'date_missing', count: 4 }],
    timings: [{ stage: 'entities', microseconds: 31_000, perItemMs: 0.31 }],
    articlesPerMinute: 0.0625,
  };
}

export function pipelineThroughput(): PipelineThroughput {
  return {
    from: '2026-11-22T09:00:00.000Z',
    to: '2026-11-22T10:00:00.000Z',
    bucketMinutes: 30,
    buckets: [
      { start: '2026-11-22T09:00:00.000Z', articles: 30, perMinute: 1, runs: 12, errors: 0 },
      { start: '2026-11-22T09:30:00.000Z', articles: 60, perMinute: 2, runs: 15, errors: 2 },
    ],
    slowest: [{ sourceId: SOURCE_ID, name: 'Global Wire', runs: 4, errors: 1, medianMs: 2400, p95Ms: 5100, maxMs: 6000 }],
  };
}
