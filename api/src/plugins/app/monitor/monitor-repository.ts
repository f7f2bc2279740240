import type { MonitorColumn } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';

// ----------------------------------------------------------------------
// The Monitor page's watchlists (table monitor_columns, migration 0081): per
// user, one column per topic, in order. The page writes the whole list at
// once (add, remove and reorder alike), replaced in one transaction.

interface ColumnRow {
  topic_id: string;
  name: string;
  query: string;
  alert_kind: string;
  position: number;
}

export class MonitorRepository {
  constructor(private readonly db: Queryable) {}

  async columns(userId: string): Promise<MonitorColumn[]> {
    const { rows } = await this.db.query<ColumnRow>(
      `SELECT c.topic_id::text AS topic_id, t.name, t.query, t.alert_kind, c.position
       FROM monitor_columns c JOIN topics t ON t.id = c.topic_id
       WHERE c.user_id = $1 ORDER BY c.position, t.name`,
      [userId],
    );
    return rows.map((row, index) => ({
      topicId: row.topic_id,
      name: row.name,
      query: row.query,
      alertKind: row.alert_kind,
      position: index,
    }));
  }

  /** Replaces the user's columns with `topicIds`, in that order; a 400 naming any unknown topic. */
  async replace(userId: string, topicIds: readonly string[]): Promise<MonitorColumn[]> {
    await transaction(this.db, async (tx) => {
      if (topicIds.length > 0) {
        const { rows } = await tx.query<{ id: string }>('SELECT id::text AS id FROM topics WHERE id = ANY($1::uuid[])', [topicIds]);
        const known = new Set(rows.map((row) => row.id));
        const missing = topicIds.filter((id) => !known.has(id));
        if (missing.length > 0)
          throw new HttpError(400, `topicIds: Unknown topic id${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
      }
      await tx.query('DELETE FROM monitor_columns WHERE user_id = $1', [userId]);
      if (topicIds.length > 0) {
        await tx.query(
          `INSERT INTO monitor_columns (user_id, topic_id, position)
           SELECT $1, u.id, u.ord::int FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, ord)`,
          [userId, topicIds],
        );
      }
    });
    return this.columns(userId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    monitorRepository: MonitorRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('monitorRepository', new MonitorRepository(app.db));
  },
  { name: 'monitor-repository', dependencies: ['database'] },
);
