import type { Queryable } from '../../../db/database';
import { extractEntities } from '../../../news/entities';
import { ENTITIES_METHOD_VERSION } from '../../../news/entities/method';
import { mentionsEntities } from '../../../news/topic-query';
import { MethodPass } from '../method-pass/method-pass';
import { TopicsRepository } from '../topics/topics-repository';
import { EntitiesRepository } from './entities-repository';

// ----------------------------------------------------------------------
// Extracting the entities of the stored articles that an earlier method (or
// none: version 0, every article stored before migration 0122) left behind
// (docs/decisions/0047-entities-method.md): a resumable pass
// (method-pass.ts) in batches by id, each batch's entities and versions
// written with the pass's progress (table entities_extract) in one
// transaction, with the matches of the topics that name an entity.

export type ExtractFn = typeof extractEntities;

interface EntityRow {
  id: string;
  title: string;
  content_text: string;
  language: string;
  published_at: Date;
}

export class EntityExtractor extends MethodPass<EntityRow> {
  constructor(db: Queryable, extract: ExtractFn = extractEntities, version: number = ENTITIES_METHOD_VERSION, batchSize = 200) {
    super(
      db,
      'entities_extract',
      {
        // `<` or `>` rather than `<>`, so the index on (entities_method, id) answers.
        countStale: async (on, method) => {
          const { rows } = await on.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM articles WHERE entities_method < $1 OR entities_method > $1',
            [method],
          );
          return Number(rows[0]!.n);
        },
        staleBatch: async (tx, method, afterId, limit) => {
          const { rows } = await tx.query<EntityRow>(
            `SELECT id, title, content_text, language, published_at FROM articles
             WHERE ${afterId === null ? '' : 'id > $2::uuid AND '}(entities_method < $1 OR entities_method > $1)
             ORDER BY id LIMIT ${Math.max(1, Math.floor(limit))}`,
            afterId === null ? [method] : [method, afterId],
          );
          return rows;
        },
        write: async (tx, method, rows) => {
          // Only the articles still of another version (another process may have extracted some meanwhile).
          const { rows: claimed } = await tx.query<{ id: string }>(
            `UPDATE articles SET entities_method = $2 WHERE id = ANY($1::uuid[]) AND (entities_method < $2 OR entities_method > $2)
             RETURNING id`,
            [rows.map((row) => row.id), method],
          );
          const ids = new Set(claimed.map((row) => row.id));
          await new EntitiesRepository(tx).replace(
            rows
              .filter((row) => ids.has(row.id))
              .map((row) => ({
                articleId: row.id,
                publishedAt: row.published_at,
                entities: extract(row.title, row.content_text, row.language),
              })),
          );
          // Topics that name an entity (person:, country:...) match these articles now that their entities are read.
          const topics = new TopicsRepository(tx);
          const naming = (await topics.active()).filter((topic) => mentionsEntities(topic.ast));
          if (ids.size > 0 && naming.length > 0) await topics.matchMany(naming, [...ids]);
          return ids.size;
        },
      },
      version,
      batchSize,
    );
  }
}
