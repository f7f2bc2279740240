import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { errorBody } from '../../../lib/http-errors';

// ----------------------------------------------------------------------
// `Idempotency-Key` on every POST route, so a client that retries a POST whose
// answer it lost does not create the thing twice. The first
// request with a key runs and its answer (below 500) is kept for a day; a
// retry with the same key and the same request gets that answer again, with
// `Idempotent-Replayed: true`, and creates nothing. The same key with another
// request is a 422; while the first still runs, a 409. Keys belong to the
// caller (a hash of the Authorization header), and a 5xx is not kept, so the
// retry runs again.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const KEEP_HOURS = 24;

interface StoredAnswer {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/** The table idempotency_keys. */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /** Claims the key for a first run (true), or answers what is stored for it. */
  async claim(scope: string, key: string, fingerprint: string): Promise<true | StoredAnswer> {
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, fingerprint],
    );
    if (inserted.rows.length > 0) return true;
    const { rows } = await this.db.query<StoredAnswer>(
      'SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    // Purged meanwhile: claim again.
    return rows[0] ?? this.claim(scope, key, fingerprint);
  }

  async complete(scope: string, key: string, status: number, contentType: string | null, body: string): Promise<void> {
    await this.db.query('UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      status,
      contentType,
      body,
    ]);
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }

  async purge(): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEEP_HOURS} hours'`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotencyRepository: IdempotencyRepository;
  }
  interface FastifyRequest {
    /** The claimed key of this request, when it sent one. */
    idempotency: { scope: string; key: string } | null;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export default fp(
  async (app) => {
    const repository = new IdempotencyRepository(app.db);
    app.decorate('idempotencyRepository', repository);
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (request.method !== 'POST' || header === undefined) return;
      const key = Array.isArray(header) ? (header[0] ?? '') : header;
      if (!KEY_FORMAT.test(key)) {
        return reply.code(400).send(errorBody(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters'));
      }
      const scope = sha256(request.headers.authorization ?? 'anonymous');
      const body = request.body === undefined ? '' : JSON.stringify(request.body);
      const fingerprint = sha256(`${request.method} ${request.url}\n${body}`);
      const claimed = await repository.claim(scope, key, fingerprint);
      if (claimed === true) {
        request.idempotency = { scope, key };
        return;
      }
      if (claimed.fingerprint !== fingerprint) {
        return reply.code(422).send(errorBody(422, 'This Idempotency-Key was already used for another request'));
      }
      if (claimed.status === null) {
        return reply.code(409).send(errorBody(409, 'A request with this Idempotency-Key is still running; retry in a moment'));
      }
      reply.header(REPLAYED_HEADER, 'true');
      if (claimed.content_type) reply.type(claimed.content_type);
      return reply.code(claimed.status).send(claimed.body ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      if (reply.statusCode >= 500 || (payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        await repository.release(claimed.scope, claimed.key);
      } else {
        const contentType = reply.getHeader('content-type');
        await repository.complete(
          claimed.scope,
          claimed.key,
          reply.statusCode,
          contentType ? String(contentType) : null,
          payload === null ? '' : payload.toString(),
        );
      }
      return payload;
    });

    // A request that ended without an answer (the client went away): its key may run again.
    app.addHook('onResponse', async (request) => {
      if (request.idempotency) await repository.release(request.idempotency.scope, request.idempotency.key);
    });

    const purge = setInterval(() => {
      repository.purge().catch((error: unknown) => app.log.warn({ err: error }, 'Purging idempotency keys failed'));
    }, 3_600_000);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
  },
  { name: 'idempotency', dependencies: ['database'] },
);
