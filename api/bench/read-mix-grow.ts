// Grows a seeded demo database to a realistic size for the read mix
// (scripts/lib/bench-read-mix.mjs): the demo seed holds what the demo feeds
// carried over 60 days (about 10,600 articles); this copies those articles,
// their story clusters and topic matches, 36 days and an hour further back
// each time, until the database holds READ_MIX_TARGET articles (at most ten
// copies: under a year, within the default retention). Ordinary INSERT
// statements, so the triggers keep the counts and rollups as ingestion does.
// Then VACUUM ANALYZE, as after the demo seed. Prints {"articles": n} last.
//
//   READ_MIX_TARGET    articles wanted
//   READ_MIX_PG_URL    the PostgreSQL database, or
//   READ_MIX_DATA      the data folder of a PGlite database (the API stopped)
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { ArticlesRepository } from '../src/plugins/app/articles/articles-repository';

const TARGET = Number(process.env.READ_MIX_TARGET ?? 0);
const MAX_COPIES = 10;

async function grow(db: Database): Promise<number> {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
  const originals = await count();
  for (let k = 1; k <= MAX_COPIES; k += 1) {
    const left = TARGET - (await count());
    if (left <= 0) break;
    const shift = `(${k} * interval '36 days' + ${k} * interval '1 hour')`;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
         SELECT md5(id::text || '#r${k}')::uuid, title, article_count, first_published_at - ${shift}, last_published_at - ${shift}
         FROM story_clusters WHERE id IN (SELECT cluster_id FROM articles WHERE guid NOT LIKE '%#r%')`,
      );
      await tx.query(
        `INSERT INTO articles (source_id, guid, url, normalized_url, title, author, published_at, fetched_at, language, summary,
                               content_html, content_text, full_text, tone, content_hash, title_bands, cluster_id, original_url,
                               date_issue, date_text, tone_method)
         SELECT source_id, guid || '#r${k}', url || '#r${k}', normalized_url || '#r${k}', title, author,
                published_at - ${shift}, fetched_at - ${shift}, language, summary, content_html, content_text, full_text, tone,
                md5(content_hash || '#r${k}'), title_bands, CASE WHEN cluster_id IS NOT NULL THEN md5(cluster_id::text || '#r${k}')::uuid END,
                original_url, date_issue, date_text, tone_method
         FROM articles WHERE guid NOT LIKE '%#r%' ORDER BY published_at DESC LIMIT $1`,
        [left],
      );
      await tx.query(
        `INSERT INTO article_topics (article_id, topic_id)
         SELECT c.id, t.topic_id FROM article_topics t JOIN articles o ON o.id = t.article_id AND o.guid NOT LIKE '%#r%'
         JOIN articles c ON c.source_id = o.source_id AND c.guid = o.guid || '#r${k}'`,
      );
    });
    process.stderr.write(`  read mix: copy ${k}, ${await count()} articles (${originals} seeded)\n`);
  }
  await new ArticlesRepository(db).analyze();
  return count();
}

async function main() {
  const db: Database = process.env.READ_MIX_PG_URL
    ? await openPostgres(process.env.READ_MIX_PG_URL)
    : await openPglite({ dataDir: process.env.READ_MIX_DATA! });
  try {
    process.stdout.write(`${JSON.stringify({ articles: await grow(db) })}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`read-mix-grow failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
