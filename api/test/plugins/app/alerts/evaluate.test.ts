import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FiredAlert } from '../../../../src/plugins/app/alerts/alerts-repository';
import { lastDigestSlot } from '../../../../src/plugins/app/alerts/digests';
import { spikeVerdict } from '../../../../src/plugins/app/alerts/rules';
import { DAY, HOUR, insertArticles, insertSource, type CorpusSource } from '../../../helpers/analytics-corpus';
import { DEMO } from '../../../helpers/auth';
import { rss, startFeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

// Every alert rule against a controlled clock: each call passes `now`.

const ctx = useTestApp();
const NOW = new Date('2026-11-20T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const MINUTE = 60_000;

describe('alert evaluation', () => {
  let source: CorpusSource;
  let fired: FiredAlert[];

  beforeAll(async () => {
    source = await insertSource(ctx.db, 'Alert Wire', 'en', null);
    fired = [];
    ctx.app.alerts.onFired((alert) => fired.push(alert));
  });
  beforeEach(() => {
    fired.length = 0;
  });

  /** Stores articles published at `publishedAt` and their topic matches, as the ingestion does; answers their ids. */
  async function publish(titles: readonly string[], publishedAt: Date, sourceId = source.id, urls?: readonly string[]): Promise<string[]> {
    const articles = titles.map((title, index) => ({
      id: randomUUID(),
      sourceId,
      title,
      publishedAt,
      language: 'en',
      tone: 0,
      clusterId: null,
      url: urls?.[index],
    }));
    await insertArticles(ctx.db, articles);
    const ids = articles.map((article) => article.id);
    for (const topic of await ctx.app.topicsRepository.active()) await ctx.app.topicsRepository.match(topic.id, topic.ast, ids);
    return ids;
  }

  async function topic(name: string, query: string, alertPolicy: Record<string, unknown>) {
    const created = await ctx.app.topicsRepository.create(
      { name, description: '', query, active: true, alertPolicy: { threshold: null, ...alertPolicy } as never },
      null,
    );
    return created!;
  }

  const alertsOf = async (topicId: string) =>
    (await ctx.app.alerts.repository.list((await adminId())!, { topic: topicId, page: 1, pageSize: 100 })).items;
  const adminId = async () => (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.admin])).rows[0]?.id;

  it('every match: one alert for a storm of matches, later matches join it until the cooldown ends', async () => {
    const storm = await topic('Storm watch', 'storm', { kind: 'every', cooldownMinutes: 60 });
    const first = await publish(['storm hits the coast', 'storm closes schools', 'storm: ferries stop'], NOW);
    const fromFirst = await ctx.app.alerts.evaluateBatch(first, NOW);
    expect(fromFirst).toHaveLength(1);
    expect(fromFirst[0]).toMatchObject({ kind: 'topic-match', topicId: storm.id, sourceId: null, title: 'New matches for Storm watch' });
    expect(fromFirst[0]!.articleIds.sort()).toEqual([...first].sort());
    expect(fromFirst[0]!.reason).toBe("3 new articles matched the topic's query");
    expect(fired.map((alert) => alert.alertId)).toEqual([fromFirst[0]!.alertId]);

    // The same batch again (a retried evaluation) makes nothing new.
    expect(await ctx.app.alerts.evaluateBatch(first, NOW)).toEqual([]);

    // 10 minutes later: joins the open alert.
    const second = await publish(['storm damage counted', 'after the storm'], at(10 * MINUTE));
    expect(await ctx.app.alerts.evaluateBatch(second, at(10 * MINUTE))).toEqual([]);
    let alerts = await alertsOf(storm.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.articleCount).toBe(5);
    expect(alerts[0]!.articleIds.sort()).toEqual([...first, ...second].sort());

    // After the cooldown: a new alert.
    const third = await publish(['another storm forms'], at(61 * MINUTE));
    const fromThird = await ctx.app.alerts.evaluateBatch(third, at(61 * MINUTE));
    expect(fromThird).toHaveLength(1);
    alerts = await alertsOf(storm.id);
    expect(alerts.map((alert) => alert.articleCount)).toEqual([1, 5]);
    expect(fired).toHaveLength(2);
  });

  it('a topic without a policy, or inactive, never alerts; a cooldown of 0 alerts per batch', async () => {
    await topic('Quiet bridge', 'bridge', { kind: 'none' });
    const quick = await topic('Quick harbour', 'harbour', { kind: 'every', cooldownMinutes: 0 });
    const a = await publish(['bridge and harbour reopen'], NOW);
    expect((await ctx.app.alerts.evaluateBatch(a, NOW)).map((alert) => alert.topicId)).toEqual([quick.id]);
    const b = await publish(['harbour strike'], at(MINUTE));
    expect(await ctx.app.alerts.evaluateBatch(b, at(MINUTE))).toHaveLength(1);
    await ctx.app.topicsRepository.update(quick.id, { active: false });
    const c = await publish(['harbour strike ends'], at(2 * MINUTE));
    expect(await ctx.app.alerts.evaluateBatch(c, at(2 * MINUTE))).toEqual([]);
  });

  it('threshold: N matches within the window of hours, older matches not counted', async () => {
    const market = await topic('Market crash', 'market', { kind: 'threshold', threshold: 5, windowHours: 6, cooldownMinutes: 120 });
    // Four matches 10 hours ago: outside the window.
    await publish(['market a', 'market b', 'market c', 'market d'], at(-10 * HOUR));
    const one = await publish(['market e'], at(-HOUR));
    expect(await ctx.app.alerts.evaluateBatch(one, NOW)).toEqual([]);
    const three = await publish(['market f', 'market g', 'market h'], at(-30 * MINUTE));
    expect(await ctx.app.alerts.evaluateBatch(three, NOW)).toEqual([]);
    const fifth = await publish(['market i'], NOW);
    const alerts = await ctx.app.alerts.evaluateBatch(fifth, NOW);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'topic-threshold', topicId: market.id, title: 'Market crash reached 5 articles in 6 h' });
    expect(alerts[0]!.reason).toBe('5 articles matched in the last 6 h (threshold 5)');
    expect(alerts[0]!.articleIds).toHaveLength(5);
    const [stored] = await alertsOf(market.id);
    expect(stored!.details).toMatchObject({ count: 5, threshold: 5, windowHours: 6 });
    // In the cooldown, more matches join it.
    const more = await publish(['market j'], at(5 * MINUTE));
    expect(await ctx.app.alerts.evaluateBatch(more, at(5 * MINUTE))).toEqual([]);
    expect((await alertsOf(market.id))[0]!.articleCount).toBe(6);
  });

  it('a wire story carried by two outlets under the same URL counts once: no false threshold or match alert', async () => {
    const economy = await topic('Economy & markets', 'economy', { kind: 'threshold', threshold: 5, windowHours: 24, cooldownMinutes: 60 });
    const wire = await topic('Economy wire', 'economy', { kind: 'every', cooldownMinutes: 0 });
    const outlet = await insertSource(ctx.db, 'Second Outlet', 'en', null);
    const titles = ['economy a', 'economy b', 'economy c', 'economy d'];
    const urls = titles.map((_, index) => `https://wire.example/economy-${index}`);
    const first = await publish(titles, at(-2 * HOUR), source.id, urls);
    const fromFirst = await ctx.app.alerts.evaluateBatch(first, NOW);
    expect(fromFirst.map((alert) => alert.topicId)).toEqual([wire.id]);
    // The second outlet carries the same four stories under the same addresses: 8 articles, 4 stories.
    const again = await publish(titles, at(-HOUR), outlet.id, urls);
    expect(await ctx.app.alerts.evaluateBatch(again, NOW)).toEqual([]);
    expect(await alertsOf(economy.id)).toEqual([]);
    expect((await ctx.app.alerts.repository.topicCountsSince([{ topicId: economy.id, since: at(-24 * HOUR) }], NOW)).get(economy.id)).toBe(
      4,
    );
    // Per source, both still count: each outlet has its four articles.
    const { rows } = await ctx.db.query<{ source_id: string; n: number }>(
      'SELECT source_id, count(*)::int AS n FROM articles WHERE id = ANY($1::uuid[]) GROUP BY 1 ORDER BY 2',
      [[...first, ...again]],
    );
    expect(rows.map((row) => row.n)).toEqual([4, 4]);
    // A fifth, new story reaches the threshold of 5 stories.
    const fifth = await publish(['economy e'], at(-MINUTE), outlet.id, ['https://wire.example/economy-4']);
    const alerts = await ctx.app.alerts.evaluateBatch(fifth, NOW);
    expect(alerts.map((alert) => alert.kind).sort()).toEqual(['topic-match', 'topic-threshold']);
    expect(alerts.find((alert) => alert.kind === 'topic-threshold')!.reason).toBe('5 articles matched in the last 24 h (threshold 5)');
    await ctx.app.topicsRepository.update(economy.id, { active: false });
    await ctx.app.topicsRepository.update(wire.id, { active: false });
  });

  it('spike: today against the 14-day baseline, with a minimum count', async () => {
    const election = await topic('Election night', 'election', { kind: 'spike' });
    // Two a day for the 14 days before today.
    for (let day = 1; day <= 14; day += 1) await publish(['election poll', 'election debate'], at(-day * DAY));
    const todayStart = new Date(Math.floor(NOW.getTime() / DAY) * DAY);
    // Three today: above the mean but under the minimum count of 5.
    const three = await publish(['election a', 'election b', 'election c'], todayStart);
    expect(await ctx.app.alerts.evaluateBatch(three, NOW)).toEqual([]);
    const two = await publish(['election d', 'election e'], at(-MINUTE));
    const alerts = await ctx.app.alerts.evaluateBatch(two, NOW);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'topic-spike', topicId: election.id, title: 'Election night is spiking' });
    const [stored] = await alertsOf(election.id);
    // Two every day vary by nothing: sigma is floored at sqrt(2) (docs/decisions/0044-baseline-statistics.md).
    expect(stored!.details).toMatchObject({ today: 5, mean: 2, sigma: 1.41, needed: 5 });
  });

  it('spike rule: a busy topic needs mean + 2 sigma and twice its mean', () => {
    expect(spikeVerdict(3, new Array(14).fill(0)).spike).toBe(false);
    expect(spikeVerdict(5, new Array(14).fill(0)).spike).toBe(true);
    expect(spikeVerdict(12, new Array(14).fill(10))).toMatchObject({ spike: false, needed: 20 });
    expect(spikeVerdict(20, new Array(14).fill(10)).spike).toBe(true);
    // Half the days empty: a sparse baseline, centre the median (10) and sigma the scaled MAD (14.83).
    const noisy = [0, 20, 0, 20, 0, 20, 0, 20, 0, 20, 0, 20, 0, 20];
    expect(spikeVerdict(25, noisy)).toMatchObject({ spike: false, mean: 10, sigma: 14.83, needed: 40 });
    // A quiet topic with one burst in its baseline: the burst does not raise the bar (mean + 2 sigma would ask for 36).
    const burst = [0, 0, 1, 0, 0, 0, 60, 0, 0, 1, 0, 0, 0, 0];
    expect(spikeVerdict(6, burst)).toMatchObject({ spike: true, mean: 0, sigma: 1, needed: 5 });
    // A steady topic: sigma 0 in the data, floored at sqrt(mean) so a small rise is not a spike.
    expect(spikeVerdict(7, new Array(14).fill(4))).toMatchObject({ spike: false, sigma: 2, needed: 8 });
  });

  it('source volume: the last 7 days outside the 28-day band, once', async () => {
    const busy = await insertSource(ctx.db, 'Steady Daily', 'en', null);
    const quiet = await insertSource(ctx.db, 'Normal Daily', 'en', null);
    // 28 baseline days of 8 to 12 a day, then 7 days of one a day (busy) or the same (quiet).
    for (let back = 0; back < 35; back += 1) {
      const count = back < 7 ? 1 : 8 + (back % 5);
      const day = at(-back * DAY - HOUR);
      await publish(
        Array.from({ length: count }, (_, index) => `steady ${back} ${index}`),
        day,
        busy.id,
      );
      await publish(
        Array.from({ length: 8 + (back % 5) }, (_, index) => `normal ${back} ${index}`),
        day,
        quiet.id,
      );
    }
    const alerts = await ctx.app.alerts.evaluateSources(NOW);
    const volume = alerts.filter((alert) => alert.kind === 'source-volume');
    expect(volume.map((alert) => alert.sourceId)).toEqual([busy.id]);
    expect(volume[0]!.title).toBe('Steady Daily publishes far less than usual');
    expect(volume[0]!.reason).toMatch(/^1 articles a day over the last 7 days, outside its 28-day band/);
    // Evaluated again (the same day, or the next): no second alert within the week.
    expect((await ctx.app.alerts.evaluateSources(at(HOUR))).filter((alert) => alert.kind === 'source-volume')).toEqual([]);
    expect((await ctx.app.alerts.evaluateSources(at(DAY))).filter((alert) => alert.kind === 'source-volume')).toEqual([]);
  });

  it('source silence: nothing for longer than its usual gap, one alert per silence', async () => {
    const silent = await insertSource(ctx.db, 'Hourly Wire', 'en', null);
    // Every 2 hours for 3 days, then nothing for the last 20 hours.
    for (let hour = 20; hour < 92; hour += 2) await publish([`hourly ${hour}`], at(-hour * HOUR), silent.id);
    const alerts = (await ctx.app.alerts.evaluateSources(NOW)).filter((alert) => alert.sourceId === silent.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'source-silent', title: 'Hourly Wire has gone silent' });
    expect(alerts[0]!.reason).toBe('Nothing published for 20 h; it usually publishes every 2 h (alert after 6 h)');
    expect((await ctx.app.alerts.evaluateSources(at(HOUR))).filter((alert) => alert.sourceId === silent.id)).toEqual([]);
    // It speaks again: no alert; then a new silence is a new alert.
    await publish(['hourly back'], at(2 * HOUR), silent.id);
    expect((await ctx.app.alerts.evaluateSources(at(3 * HOUR))).filter((alert) => alert.sourceId === silent.id)).toEqual([]);
    expect((await ctx.app.alerts.evaluateSources(at(12 * HOUR))).filter((alert) => alert.sourceId === silent.id)).toHaveLength(1);
  });
});

describe('after an ingestion batch', () => {
  it('a fetch that stores matching articles fires the topic alert at once', async () => {
    const server = await startFeedServer();
    try {
      server.route('/feed', (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(
          rss([
            { guid: 'f1', title: 'Ceasefire talks resume' },
            { guid: 'f2', title: 'Weather for the weekend' },
          ]),
        );
      });
      const topic = await ctx.app.topicsRepository.create(
        { name: 'Ceasefire', description: '', query: 'ceasefire', active: true, alertPolicy: { kind: 'every', threshold: null } },
        null,
      );
      const { rows } = await ctx.db.query<{ id: string }>(
        `INSERT INTO sources (name, homepage, feed_urls, language, country) VALUES ('Local Feed', $1, ARRAY[$2], 'en', 'FR') RETURNING id`,
        [server.url, `${server.url}/feed`],
      );
      const seen: FiredAlert[] = [];
      const stop = ctx.app.alerts.onFired((alert) => seen.push(alert));
      await ctx.app.ingestion.service.fetchSource(rows[0]!.id, 'manual');
      stop();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ kind: 'topic-match', topicId: topic!.id, title: 'New matches for Ceasefire' });
      expect(seen[0]!.articleIds).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('digests', () => {
  it('the last due slot: the hour, or the chosen local hour in the user zone', () => {
    const now = new Date('2026-11-20T07:30:00Z'); // 08:30 in Paris (UTC+1 in November)
    expect(lastDigestSlot({ digest: 'hourly', digestHour: 0, timeZone: 'UTC' }, now).toISOString()).toBe('2026-11-20T07:00:00.000Z');
    expect(lastDigestSlot({ digest: 'daily', digestHour: 8, timeZone: 'Europe/Paris' }, now).toISOString()).toBe(
      '2026-11-20T07:00:00.000Z',
    );
    expect(lastDigestSlot({ digest: 'daily', digestHour: 9, timeZone: 'Europe/Paris' }, now).toISOString()).toBe(
      '2026-11-19T08:00:00.000Z',
    );
    // Summer time: 08:00 in Paris is 06:00 UTC.
    expect(
      lastDigestSlot({ digest: 'daily', digestHour: 8, timeZone: 'Europe/Paris' }, new Date('2026-07-01T12:00:00Z')).toISOString(),
    ).toBe('2026-07-01T06:00:00.000Z');
    expect(
      lastDigestSlot({ digest: 'daily', digestHour: 20, timeZone: 'America/New_York' }, new Date('2026-11-20T03:00:00Z')).toISOString(),
    ).toBe('2026-11-20T01:00:00.000Z');
  });

  it('batches the alerts fired since the last digest into one message per user, written to the outbox folder', async () => {
    const userOf = async (email: string) =>
      (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
    const analyst = await userOf(DEMO.analyst);
    const viewer = await userOf(DEMO.viewer);
    const start = new Date('2026-12-01T06:00:00Z');
    await ctx.app.alerts.repository.saveSettings(analyst, { digest: 'daily', digestHour: 8, timeZone: 'Europe/Paris' }, start);
    await ctx.app.alerts.repository.saveSettings(viewer, { digest: 'hourly', digestHour: 8, timeZone: 'UTC' }, start);
    // The analyst reads French: the digest is written in it (docs/decisions/0040-server-texts-as-codes.md).
    await ctx.db.query("UPDATE users SET language = 'fr' WHERE id = $1", [analyst]);
    const source = await insertSource(ctx.db, 'Digest Wire', 'en', null);
    const fire = (minutes: number, key: string) =>
      ctx.app.alerts.repository.fire(
        {
          kind: 'source-silent',
          topicId: null,
          sourceId: source.id,
          title: `Alert ${key}`,
          reason: `Reason ${key}`,
          details: { silentHours: minutes + 0.5, usualGapHours: 2 },
          dedupKey: `digest-test-${key}`,
          articleIds: [],
          cooldownMinutes: 0,
        },
        new Date(start.getTime() + minutes * MINUTE),
      );
    await fire(10, 'one');
    await fire(20, 'two');
    await fire(70, 'three');

    // 06:50 UTC: the hour's slot (06:00) is before the settings: nothing is due.
    expect(await ctx.app.alerts.sendDueDigests(new Date('2026-12-01T06:50:00Z'))).toEqual([]);
    // 07:05 UTC: the hourly digest (two alerts); the daily one (08:00 Paris = 07:00 UTC) too, same alerts.
    const first = await ctx.app.alerts.sendDueDigests(new Date('2026-12-01T07:05:00Z'));
    expect(first.map((result) => [result.userId, result.alerts]).sort()).toEqual(
      [
        [analyst, 2],
        [viewer, 2],
      ].sort(),
    );
    // Again at once: nothing (the watermark moved).
    expect(await ctx.app.alerts.sendDueDigests(new Date('2026-12-01T07:06:00Z'))).toEqual([]);
    // 08:01 UTC: the viewer's next hour holds the third alert; the analyst's next daily digest is tomorrow.
    const second = await ctx.app.alerts.sendDueDigests(new Date('2026-12-01T08:01:00Z'));
    expect(second.map((result) => [result.userId, result.alerts])).toEqual([[viewer, 1]]);

    const outbox = path.join(ctx.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(3);
    const analystMail = files
      .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
      .find((text) => text.includes(`To: ${DEMO.analyst}`))!;
    expect(analystMail).toMatch(/Subject: Mediawatch : 2 nouvelles alertes/);
    const { rows: sent } = await ctx.db.query<{ recipient: string; body: string }>(
      "SELECT recipient, body FROM outbox WHERE kind = 'alert-digest' ORDER BY sent_at, recipient",
    );
    const analystBody = sent.find((row) => row.recipient === DEMO.analyst)!.body;
    expect(analystBody).toContain('Digest Wire est devenu silencieux');
    expect(analystBody).toContain('Rien de publié depuis 10,5 h ; publie d’habitude toutes les 2 h');
    expect(analystBody).toContain('Rien de publié depuis 20,5 h');
    expect(analystBody).not.toContain('70,5');
    expect(analystBody).not.toMatch(/Alert one|has gone silent|Nothing published/);
    expect(sent.find((row) => row.recipient === DEMO.viewer)!.body).toContain(
      'Nothing published for 10.5 h; it usually publishes every 2 h',
    );
    const { rows } = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE kind = 'alert-digest' AND sent_at IS NOT NULL",
    );
    expect(rows[0]!.n).toBe(3);
    // Turned off: no more digests.
    await ctx.app.alerts.repository.saveSettings(
      viewer,
      { digest: 'off', digestHour: 8, timeZone: 'UTC' },
      new Date('2026-12-01T08:02:00Z'),
    );
    await fire(200, 'four');
    expect((await ctx.app.alerts.sendDueDigests(new Date('2026-12-02T10:00:00Z'))).map((result) => result.userId)).toEqual([analyst]);
  });

  it('the demo seed gives an hourly digest to a user who never chose, and keeps a choice made', async () => {
    const repository = ctx.app.alerts.repository;
    const admin = (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.admin])).rows[0]!.id;
    const viewer = (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.viewer])).rows[0]!.id;
    await repository.seedDigest(DEMO.admin, new Date('2026-12-03T00:00:00Z'));
    await repository.seedDigest(DEMO.viewer, new Date('2026-12-03T00:00:00Z'));
    expect(await repository.settings(admin)).toEqual({ digest: 'hourly', digestHour: 8, timeZone: 'UTC' });
    expect((await repository.settings(viewer)).digest).toBe('off');
  });
});
