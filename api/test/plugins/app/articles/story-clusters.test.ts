import { CLUSTER_CANDIDATES, CLUSTER_SIMILARITY, jaccard, titleBands, titleTrigrams } from '../../../../src/news/cluster';
import type { ParsedItem } from '../../../../src/news/feed-parser';
import { prepareArticle } from '../../../../src/news/prepare-article';
import { ArticlesRepository } from '../../../../src/plugins/app/articles/articles-repository';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { rollupDrift } from '../../../helpers/analytics-corpus';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// Story clustering as the pipeline does it (ArticlesRepository.insertClustered):
// one source's batch joins the clusters of other outlets' articles, several
// articles of a batch that find the same unclustered neighbour make one
// cluster, and the counts, dates, pickup and rollups follow.

const ctx = useTestApp();
const sources: Record<string, string> = {};

const at = (hour: number) => new Date(`2026-11-20T${String(hour).padStart(2, '0')}:00:00Z`);
const item = (source: string, title: string, hour: number): ParsedItem => ({
  guid: null,
  url: `https://${source.toLowerCase().replace(/\W+/g, '-')}.example/${encodeURIComponent(title)}`,
  author: null,
  publishedAt: at(hour),
  summaryHtml: null,
  contentHtml: `<p>${title}. Reported at ${hour}:00 by ${source}.</p>`,
  title,
});

async function ingest(source: string, items: ParsedItem[]) {
  return ingestItems(ctx.db, { id: sources[source]!, language: 'en', fetchFullText: false }, items, { topics: [] });
}

async function clusterOf(title: string) {
  const { rows } = await ctx.db.query<{ cluster_id: string | null }>('SELECT cluster_id FROM articles WHERE title = $1', [title]);
  return rows[0]!.cluster_id;
}

/** Stores an article without clustering it, as a batch's insert does before its clustering step. */
async function store(source: string, title: string, hour: number) {
  const prepared = prepareArticle(
    { ...item(source, title, hour), url: `https://${hour}.example/${encodeURIComponent(title)}`, publishedAt: at(hour) },
    'en',
    null,
  );
  const [row] = await new ArticlesRepository(ctx.db).insertMany(sources[source]!, [prepared], new Date());
  const { language, publishedAt, bands, normalizedUrl } = prepared;
  return { id: row!.id, sourceId: sources[source]!, title, language, publishedAt, bands, normalizedUrl };
}

beforeAll(async () => {
  const admin = await login(ctx.app, DEMO.admin);
  for (const name of ['Wire One', 'Wire Two', 'Wire Three']) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: {
        name,
        homepage: 'https://news.example',
        feedUrls: [`https://news.example/${name.length}${name}`],
        language: 'en',
        country: 'GB',
      },
    });
    expect(response.statusCode).toBe(201);
    sources[name] = response.json().id;
  }
});

describe('story clusters', () => {
  it('makes one cluster when several articles of a batch find the same neighbour', async () => {
    await ingest('Wire One', [item('Wire One', 'Storm floods the northern coast overnight', 8)]);
    expect(await clusterOf('Storm floods the northern coast overnight')).toBeNull();

    await ingest('Wire Two', [
      item('Wire Two', 'Storm floods the northern coast', 9),
      item('Wire Two', 'Storm floods northern coast overnight', 10),
      item('Wire Two', 'Central bank holds interest rates steady', 10),
    ]);
    const cluster = await clusterOf('Storm floods the northern coast overnight');
    expect(cluster).not.toBeNull();
    expect(await clusterOf('Storm floods the northern coast')).toBe(cluster);
    expect(await clusterOf('Storm floods northern coast overnight')).toBe(cluster);
    expect(await clusterOf('Central bank holds interest rates steady')).toBeNull();

    const { rows } = await ctx.db.query<{ article_count: number; first_published_at: Date; last_published_at: Date }>(
      'SELECT article_count, first_published_at, last_published_at FROM story_clusters',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ article_count: 3, first_published_at: at(8), last_published_at: at(10) });
  });

  it('lets a later outlet join the cluster, with the pickup and rollups exact', async () => {
    await ingest('Wire Three', [item('Wire Three', 'Storm floods the northern coast, homes evacuated', 7)]);
    const cluster = await clusterOf('Storm floods the northern coast overnight');
    expect(await clusterOf('Storm floods the northern coast, homes evacuated')).toBe(cluster);

    const { rows } = await ctx.db.query<{ article_count: number; first_published_at: Date; last_published_at: Date }>(
      'SELECT article_count, first_published_at, last_published_at FROM story_clusters WHERE id = $1',
      [cluster],
    );
    expect(rows[0]).toMatchObject({ article_count: 4, first_published_at: at(7), last_published_at: at(10) });
    const pickup = await ctx.db.query<{ outlets: number; articles: number; origin_source_id: string }>(
      'SELECT outlets, articles, origin_source_id FROM cluster_pickup WHERE cluster_id = $1',
      [cluster],
    );
    expect(pickup.rows[0]).toEqual({ outlets: 3, articles: 4, origin_source_id: sources['Wire Three'] });
    expect(await rollupDrift(ctx.db)).toEqual({});
  });

  it('finds the matching title among many look-alikes that share its index keys', async () => {
    // A wire's headline template ("Dockworkers strike at …") gives dozens of
    // titles that share an index key with a new article without being its
    // story. The one that is its story must still be found, wherever it lies
    // among them.
    const probe = 'Dockworkers strike halts cranes at the port of Rotterdam';
    const match = 'Dockworkers strike halts cranes at Rotterdam port';
    const places = [
      'Antwerp',
      'Hamburg',
      'Valencia',
      'Genoa',
      'Piraeus',
      'Gdansk',
      'Marseille',
      'Lisbon',
      'Felixstowe',
      'Algeciras',
      'Bremen',
      'Trieste',
    ];
    const events = ['talks resume', 'pay offer rejected', 'union vote due', 'ships diverted', 'ministers meet', 'queues lengthen'];
    const shares = (a: string, b: string) => titleBands(a).some((band) => titleBands(b).includes(band));
    const similarity = (a: string, b: string) => jaccard(titleTrigrams(a), titleTrigrams(b));
    const lookAlikes = places
      .flatMap((place) => events.map((event) => `Dockworkers strike halts cranes in ${place}: ${event}`))
      .filter(
        (title) => shares(title, probe) && similarity(title, probe) < CLUSTER_SIMILARITY && similarity(title, match) < CLUSTER_SIMILARITY,
      );
    // More look-alikes than the titles an article is compared with, published after the match (as a wire's
    // follow-ups are), so that neither the order of storage nor of publication brings the match first.
    expect(lookAlikes.length).toBeGreaterThan(CLUSTER_CANDIDATES);
    expect(similarity(match, probe)).toBeGreaterThanOrEqual(CLUSTER_SIMILARITY);

    await ingest(
      'Wire One',
      lookAlikes.map((title) => item('Wire One', title, 12)),
    );
    await ingest('Wire Two', [item('Wire Two', match, 10)]);
    expect(await clusterOf(match)).toBeNull();
    await ingest('Wire Three', [item('Wire Three', probe, 14)]);

    const cluster = await clusterOf(probe);
    expect(cluster).not.toBeNull();
    expect(await clusterOf(match)).toBe(cluster);
    const { rows } = await ctx.db.query<{ article_count: number }>('SELECT article_count FROM story_clusters WHERE id = $1', [cluster]);
    expect(rows[0]!.article_count).toBe(2);
    expect(await rollupDrift(ctx.db)).toEqual({});
  });

  it('puts two feeds ingested at once in one cluster when both find the same unclustered neighbour', async () => {
    // Each batch reads its neighbours, then writes; here feed B reads before feed A has written,
    // as two feeds fetched at the same moment on PostgreSQL do.
    const repository = new ArticlesRepository(ctx.db);
    const neighbour = 'Ferry operators cancel crossings as gales batter the channel';
    await ingest('Wire One', [item('Wire One', neighbour, 16)]);
    expect(await clusterOf(neighbour)).toBeNull();

    const a = await store('Wire Two', 'Ferry operators cancel crossings as gales batter channel', 17);
    const planA = await repository.planClusters([a]);
    const b = await store('Wire Three', neighbour, 18);
    const planB = await repository.planClusters([b]);
    // Both plans make a cluster for the neighbour.
    expect(planA.created.map((c) => c.neighbour)).toEqual(planB.created.map((c) => c.neighbour));

    const [clusterA] = await repository.writeClusters(planA);
    const [clusterB] = await repository.writeClusters(planB);
    expect(clusterB).toBe(clusterA);
    for (const title of [neighbour, a.title]) expect(await clusterOf(title)).toBe(clusterA);
    const { rows } = await ctx.db.query<{ id: string; article_count: number; first_published_at: Date; last_published_at: Date }>(
      'SELECT id, article_count, first_published_at, last_published_at FROM story_clusters WHERE id = ANY($1::uuid[])',
      [[...planA.created, ...planB.created].map((c) => c.id)],
    );
    expect(rows).toEqual([{ id: clusterA, article_count: 3, first_published_at: at(16), last_published_at: at(18) }]);
    expect(await rollupDrift(ctx.db)).toEqual({});
  });
  it('makes one story of two feeds ingested at the same moment, each holding an article of it', async () => {
    // Without one batch at a time, each batch stores its article, then takes the other's (stored,
    // not yet clustered) as its neighbour and claims it for a cluster of its own: two clusters.
    const titles = [
      'Wildfire forces evacuation of hillside villages near the coast',
      'Wildfire forces evacuation of hillside villages near coast',
    ];
    await Promise.all([ingest('Wire Two', [item('Wire Two', titles[0]!, 20)]), ingest('Wire Three', [item('Wire Three', titles[1]!, 21)])]);
    const cluster = await clusterOf(titles[0]!);
    expect(cluster).not.toBeNull();
    expect(await clusterOf(titles[1]!)).toBe(cluster);
    const { rows } = await ctx.db.query<{ article_count: number }>('SELECT article_count FROM story_clusters WHERE id = $1', [cluster]);
    expect(rows).toEqual([{ article_count: 2 }]);
    expect(await rollupDrift(ctx.db)).toEqual({});
  });
  it('makes one story of a wire copy two outlets carry at the same URL, whatever their headlines', async () => {
    // The same agency story, retitled by each outlet (the titles share too little to cluster by
    // themselves), linked to the agency's page with each outlet's tracking parameters.
    const wire = 'https://wire.example/2026/11/20/port-terminal';
    const first = 'Port authority approves new container terminal';
    const second = 'Harbour expansion gets the green light at last';
    expect(jaccard(titleTrigrams(first), titleTrigrams(second))).toBeLessThan(CLUSTER_SIMILARITY);
    await ingest('Wire One', [{ ...item('Wire One', first, 11), url: `${wire}?utm_source=wire-one` }]);
    expect(await clusterOf(first)).toBeNull();
    await ingest('Wire Two', [{ ...item('Wire Two', second, 12), url: `${wire}?utm_source=rss&utm_medium=feed` }]);

    const cluster = await clusterOf(first);
    expect(cluster).not.toBeNull();
    expect(await clusterOf(second)).toBe(cluster);
    // One story, picked up by two outlets: counted once where stories are counted...
    const pickup = await ctx.db.query<{ outlets: number; articles: number; origin_source_id: string }>(
      'SELECT outlets, articles, origin_source_id FROM cluster_pickup WHERE cluster_id = $1',
      [cluster],
    );
    expect(pickup.rows).toEqual([{ outlets: 2, articles: 2, origin_source_id: sources['Wire One'] }]);
    const admin = await login(ctx.app, DEMO.admin);
    const report = await ctx.app.inject({ method: 'GET', url: '/api/report/daily?day=2026-11-20&tz=UTC', headers: bearer(admin) });
    expect(report.statusCode).toBe(200);
    const story = report.json().stories.find((entry: { clusterId: string }) => entry.clusterId === cluster);
    expect(story).toMatchObject({ outlets: 2, articles: 2, originSourceId: sources['Wire One'] });
    // ...and in each outlet's own figures, where both copies stay.
    const { rows } = await ctx.db.query<{ source_id: string; n: number }>(
      'SELECT source_id, count(*)::int AS n FROM articles WHERE cluster_id = $1 GROUP BY source_id ORDER BY source_id',
      [cluster],
    );
    expect(rows.map((row) => [row.source_id, row.n]).sort()).toEqual(
      [
        [sources['Wire One'], 1],
        [sources['Wire Two'], 1],
      ].sort(),
    );
    expect(await rollupDrift(ctx.db)).toEqual({});
  });

  it('joins the cluster a same-URL copy is in, over a closer title elsewhere', async () => {
    const wire = 'https://wire.example/2026/11/20/rail-strike';
    const title = 'Rail unions call a national strike for Monday';
    await ingest('Wire One', [{ ...item('Wire One', title, 13), url: wire }]);
    await ingest('Wire Two', [item('Wire Two', 'Rail unions call national strike for Monday', 13)]);
    const cluster = await clusterOf(title);
    expect(cluster).not.toBeNull();
    // A third outlet's copy of the wire's URL joins the wire's story, titled as it may be.
    await ingest('Wire Three', [{ ...item('Wire Three', 'Trains to stop on Monday', 14), url: wire }]);
    expect(await clusterOf('Trains to stop on Monday')).toBe(cluster);
    const { rows } = await ctx.db.query<{ article_count: number }>('SELECT article_count FROM story_clusters WHERE id = $1', [cluster]);
    expect(rows).toEqual([{ article_count: 3 }]);
  });
});
