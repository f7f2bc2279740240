import type { Queryable } from '../../../db/database';
import type { ExtractedEntity } from '../../../news/entities';

// ----------------------------------------------------------------------
// The entities of the articles (tables entities and article_entities,
// migration 0122; docs/decisions/0047-entities-method.md): written by the
// ingestion (in the transaction that stores the articles) and by the
// `entities-extract` job, read by the analytics.

export interface ArticleEntities {
  articleId: string;
  publishedAt: Date;
  entities: readonly ExtractedEntity[];
}

/** A mention count fits a smallint. */
const MAX_MENTIONS = 32_767;

export class EntitiesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Replaces the entities of these articles with the given ones: entities
   * new to the table are created, the articles' rows written anew (`fresh`:
   * the articles were just stored and have none to remove). Two or three
   * statements for the whole batch; the caller owns the transaction.
   */
  async replace(batch: readonly ArticleEntities[], options: { fresh?: boolean } = {}): Promise<number> {
    if (batch.length === 0) return 0;
    const byKey = new Map<string, ExtractedEntity>();
    for (const article of batch) for (const entity of article.entities) if (!byKey.has(entity.key)) byKey.set(entity.key, entity);
    const entities = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Created in key order (two batches lock the same keys in one order); ids read back for every key.
    const ids = new Map<string, number>();
    if (entities.length > 0) {
      const { rows } = await this.db.query<{ id: number; key: string }>(
        `WITH input AS (
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::real[], $6::real[]) AS t(key, kind, name, country, lat, lon)
         ), created AS (
           INSERT INTO entities (key, kind, name, country, lat, lon)
           SELECT key, kind, left(name, 200), country, lat, lon FROM input ORDER BY key
           ON CONFLICT (key) DO NOTHING
           RETURNING id, key
         )
         SELECT id, key FROM created
         UNION ALL
         SELECT e.id, e.key FROM entities e JOIN input i ON i.key = e.key`,
        [
          entities.map((entity) => entity.key),
          entities.map((entity) => entity.kind),
          entities.map((entity) => entity.name),
          entities.map((entity) => entity.country),
          entities.map((entity) => entity.lat),
          entities.map((entity) => entity.lon),
        ],
      );
      for (const row of rows) ids.set(row.key, Number(row.id));
      // A key created by another transaction while this statement ran is in neither half: read it now.
      const missing = entities.filter((entity) => !ids.has(entity.key)).map((entity) => entity.key);
      if (missing.length > 0) {
        const again = await this.db.query<{ id: number; key: string }>('SELECT id, key FROM entities WHERE key = ANY($1::text[])', [
          missing,
        ]);
        for (const row of again.rows) ids.set(row.key, Number(row.id));
      }
    }
    const articleIds: string[] = [];
    const entityIds: number[] = [];
    const dates: Date[] = [];
    const mentions: number[] = [];
    const inTitle: boolean[] = [];
    for (const article of batch) {
      for (const entity of article.entities) {
        const id = ids.get(entity.key);
        if (id === undefined) continue;
        articleIds.push(article.articleId);
        entityIds.push(id);
        dates.push(article.publishedAt);
        mentions.push(Math.min(MAX_MENTIONS, entity.mentions));
        inTitle.push(entity.inTitle);
      }
    }
    if (!options.fresh) {
      await this.db.query('DELETE FROM article_entities WHERE article_id = ANY($1::uuid[])', [batch.map((article) => article.articleId)]);
    }
    if (articleIds.length === 0) return 0;
    await this.db.query(
      `INSERT INTO article_entities (article_id, entity_id, published_at, mentions, in_title)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::smallint[], $5::boolean[])`,
      [articleIds, entityIds, dates, mentions, inTitle],
    );
    return articleIds.length;
  }
}
