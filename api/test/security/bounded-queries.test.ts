import { TOPIC_QUERY_LIMITS } from '@mediawatch/shared/schemas';

import { DEMO, bearer, login } from '../helpers/auth';
import { QUIET_NEWS_CONFIG, useTestApp } from '../helpers/test-app';

// So that no search holds the database for long, the topic language has limits (length, terms, depth)
// that the validator and the search share, each a 400 naming the limit; the
// same query is valid or not on both databases (this file runs on each), and
// the largest query allowed answers quickly, without holding up other users.

const ctx = useTestApp({ news: { ...QUIET_NEWS_CONFIG, seedNews: true, seedArticles: 2000 } });
let viewer: string;
beforeAll(async () => {
  await ctx.app.demo.seeding;
  viewer = await login(ctx.app, DEMO.viewer);
}, 240_000);

const WORDS = ['climate', 'election', 'markets', 'storm', 'vaccine', 'refugees', 'economy', 'health', 'energy', 'startup'];
const manyTerms = (n: number) => Array.from({ length: n }, (_, i) => `${WORDS[i % WORDS.length]}${i < WORDS.length ? '' : i}`).join(' OR ');
const nested = (depth: number) => `${'NOT ('.repeat(depth)}climate${')'.repeat(depth)}`;

function search(q: string) {
  return ctx.app.inject({ url: `/api/article/search?q=${encodeURIComponent(q)}`, headers: bearer(viewer) });
}
function validate(query: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/topic/validate', headers: bearer(viewer), payload: { query } });
}

describe('bounded topic queries', () => {
  it('refuses the 400-term query of the report with a 400 naming the limit, in the search and the validator alike', async () => {
    const q = manyTerms(400)
      .slice(0, 2000)
      .replace(/ OR ?\S*$/, '');
    const answer = await search(q);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(new RegExp(`terms; the limit is ${TOPIC_QUERY_LIMITS.termsMax}$`));
    const checked = (await validate(q)).json();
    expect(checked.valid).toBe(false);
    expect(`q: ${checked.error.message}`).toBe(answer.json().message);
  });

  it('refuses a NOT chain deeper than the limit, and answers one at the limit, on this database', async () => {
    const tooDeep = await search(nested(TOPIC_QUERY_LIMITS.depthMax + 1));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toMatch(/the limit is 10$/);
    expect((await validate(nested(TOPIC_QUERY_LIMITS.depthMax + 1))).json().valid).toBe(false);

    const atLimit = await search(nested(TOPIC_QUERY_LIMITS.depthMax));
    expect(atLimit.statusCode).toBe(200);
    expect((await validate(nested(TOPIC_QUERY_LIMITS.depthMax))).json()).toEqual({ valid: true, error: null });
  });

  it('answers the largest query allowed within a few hundred ms, and other requests meanwhile', async () => {
    const q = manyTerms(TOPIC_QUERY_LIMITS.termsMax);
    expect(q.length).toBeLessThanOrEqual(TOPIC_QUERY_LIMITS.lengthMax);
    await search(q); // warm
    const started = performance.now();
    let meDoneAt = 0;
    const [answer] = await Promise.all([
      search(q),
      ctx.app.inject({ url: '/api/auth/me', headers: bearer(viewer) }).then((me) => {
        meDoneAt = performance.now();
        return me;
      }),
    ]);
    const took = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().total).toBeGreaterThan(0);
    // A few hundred ms on an idle machine; room for a loaded 2-core one.
    expect(took).toBeLessThan(1500);
    expect(meDoneAt - started).toBeLessThan(1500);
  });

  it('refuses a query longer than the limit with a 400 naming it', async () => {
    const answer = await validate('a '.repeat(1001));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/at most 2000 characters/);
  });
});
