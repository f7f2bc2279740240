import fp from 'fastify-plugin';

import type { Database } from '../../../db/database';
import { roomLeft, type UploadQuota, type UploadRoom } from '../../../lib/quota';

// ----------------------------------------------------------------------
// The podcast uploads ledger (table podcast_uploads): who stored which file
// and its size, for the quotas and the sweep of unused uploads.

export class UploadsRepository {
  constructor(private readonly db: Database) {}

  async room(userId: string, quota: UploadQuota): Promise<UploadRoom> {
    const { rows } = await this.db.query<{ mine: string; total: string }>(
      `SELECT coalesce(sum(size) FILTER (WHERE user_id = $1), 0) AS mine, coalesce(sum(size), 0) AS total FROM podcast_uploads`,
      [userId],
    );
    return roomLeft(Number(rows[0]?.mine ?? 0), Number(rows[0]?.total ?? 0), quota);
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
