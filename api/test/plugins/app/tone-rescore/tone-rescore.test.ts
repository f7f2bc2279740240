import type { ToneRescoreStatus } from '@mediawatch/shared/schemas';

import { TONE_METHOD_VERSION } from '../../../../src/news/tone/method';
import { ToneRescorer } from '../../../../src/plugins/app/tone-rescore/tone-rescorer';
import { DEMO, bearer, login } from '../../../helpers/auth';
import { buildCorpus, insertArticles, rollupDrift, type Corpus } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// The rescoring pass (plugins/app/tone-rescore): every article scored by
// another method version is rescored once, in batches by id, with its
// progress stored; a pass cut short resumes where it stopped; a run with
// nothing left reads no article; the rollups stay exact throughout.

const ctx = useTestApp();
let corpus: Corpus;
const now = Date.now();

/** A method that scores English text by its length and has no lexicon for French; counts its calls. */
function method(onCall: (calls: number) => void = () => {}) {
  const counter = { calls: 0 };
  const score = (text: string, language: string) => {
    counter.calls += 1;
    onCall(counter.calls);
    return language === 'en' ? (text.length % 11) - 5 : null;
  };
  return { score, counter };
}

async function status(): Promise<ToneRescoreStatus> {
  const token = await login(ctx.app, DEMO.viewer);
  const answer = await ctx.app.inject({ url: '/api/pipeline/toneRescore', headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return answer.json<ToneRescoreStatus>();
}

beforeAll(async () => {
  // Stored by an earlier method (the corpus's inserts say no version: 1, as before migration 0110).
  corpus = await buildCorpus(ctx.db, now, 400);
}, 120_000);

describe('the tone rescoring pass', () => {
  const version = TONE_METHOD_VERSION + 10;

  it('rescores in batches, stops when told and resumes from its cursor without scoring an article twice', async () => {
    const total = corpus.articles.length;
    const stop = new AbortController();
    // Told to stop during the third batch: that batch ends (and commits), no fourth starts.
    const first = method((calls) => calls === 250 && stop.abort());
    const cut = await new ToneRescorer(ctx.db, first.score, version, 100).run({ signal: stop.signal });
    expect(cut.finished).toBe(false);
    expect(cut.written).toBe(300);
    expect(first.counter.calls).toBe(300);
    const { rows: progress } = await ctx.db.query<{ done: number; total: number; cursor_id: string }>(
      'SELECT done, total, cursor_id FROM tone_rescore WHERE method = $1',
      [version],
    );
    expect(progress[0]).toMatchObject({ done: cut.written, total });
    expect(await rollupDrift(ctx.db)).toEqual({});

    const second = method();
    const rest = await new ToneRescorer(ctx.db, second.score, version, 100).run();
    expect(rest).toEqual({ written: total - cut.written, finished: true });
    // No article scored twice over the two runs.
    expect(first.counter.calls + second.counter.calls).toBe(total);
    const { rows } = await ctx.db.query<{ n: number; other: number }>(
      `SELECT count(*) FILTER (WHERE tone_method = $1)::int AS n, count(*) FILTER (WHERE tone_method <> $1)::int AS other FROM articles`,
      [version],
    );
    expect(rows[0]).toEqual({ n: total, other: 0 });
    const { rows: french } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM articles WHERE language = 'fr' AND tone IS NOT NULL`,
    );
    expect(french[0]!.n).toBe(0);
    expect(await rollupDrift(ctx.db)).toEqual({});
    const { rows: untoned } = await ctx.db.query<{ n: number }>('SELECT sum(untoned)::int AS n FROM rollup_all');
    expect(untoned[0]!.n).toBe(corpus.articles.filter((article) => article.language === 'fr').length);
  });

  it('costs no article read when nothing changed, and rescores only what arrives with an old version', async () => {
    const again = method();
    expect(await new ToneRescorer(ctx.db, again.score, version).run()).toEqual({ written: 0, finished: true });
    expect(again.counter.calls).toBe(0);
    const late = { ...corpus.articles[0]!, id: crypto.randomUUID(), title: 'storm market late', tone: 2 };
    await insertArticles(ctx.db, [late]);
    expect(await new ToneRescorer(ctx.db, again.score, version).run()).toEqual({ written: 1, finished: true });
    expect(await rollupDrift(ctx.db)).toEqual({});
  });

  it('shows the current method’s progress on the Pipeline page', async () => {
    const before = await status();
    expect(before.method).toBe(TONE_METHOD_VERSION);
    // The current method's pass over the corpus (now at another version): done, with a rate.
    const result = await ctx.app.toneRescorer.run();
    expect(result.finished).toBe(true);
    const after = await status();
    expect(after).toMatchObject({ method: TONE_METHOD_VERSION, state: 'done', etaSeconds: null });
    expect(after.done).toBe(after.total);
    expect(after.done).toBe(corpus.articles.length + 1);
    expect(after.ratePerSecond).toBeGreaterThan(0);
  });
});
