import fp from 'fastify-plugin';

import type { Database } from '../../../db/database';

// ----------------------------------------------------------------------
// The podcast uploads ledger (table podcast_uploads): who stored which file
// and its size, for the quotas and the sweep of unused uploads.

export interface UploadQuota {
  /** Bytes one user's uploads may take together. */
  perUserBytes: number;
  /** Bytes every upload may take together. */
  totalBytes: number;
}

/** How much more a user may store now, and which limit is the tighter. */
export interface UploadRoom {
  bytes: number;
  limitedBy: 'user' | 'total';
}

export class UploadsRepository {
  constructor(private readonly db: Database) {}

  async room(userId: string, quota: UploadQuota): Promise<UploadRoom> {
    const { rows } = await this.db.query<{ mine: string; total: string }>(
      `SELECT coalesce(sum(size) FILTER (WHERE user_id = $1), 0) AS mine, coalesce(sum(size), 0) AS total FROM podcast_uploads`,
      [userId],
    );
    const mine = Number(rows[0]?.mine ?? 0);
    const total = Number(rows[0]?.total ?? 0);
    const user = quota.perUserBytes - mine;
    const all = quota.totalBytes - total;
    return user <= all ? { bytes: Math.max(0, user), limitedBy: 'user' } : { bytes: Math.max(0, all), limitedBy: 'total' };
  }

  /**
   * Records an upload if it still fits the quotas, atomically (one upload at a
   * time takes the ledger's lock): answers null when it fits, else the limit it passes.
   */
  async record(
    upload: { name: string; userId: string; kind: 'audio' | 'cover'; size: number },
    quota: UploadQuota,
  ): Promise<UploadRoom['limitedBy'] | null> {
    return this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE podcast_uploads IN SHARE ROW EXCLUSIVE MODE');
      const room = await new UploadsRepository(tx as Database).room(upload.userId, quota);
      if (upload.size > room.bytes) return room.limitedBy;
      await tx.query('INSERT INTO podcast_uploads (name, user_id, kind, size) VALUES ($1, $2, $3, $4)', [
        upload.name,
        upload.userId,
        upload.kind,
        upload.size,
      ]);
      return null;
    });
  }

  async forget(name: string): Promise<void> {
    await this.db.query('DELETE FROM podcast_uploads WHERE name = $1', [name]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: UploadsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploadsRepository', new UploadsRepository(app.db));
  },
  { name: 'uploads-repository', dependencies: ['database'] },
);
