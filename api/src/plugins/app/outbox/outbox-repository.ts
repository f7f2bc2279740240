import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Messages to users (table outbox), written here and read by whatever sends
// mail in a deployment. The registration notices go here, so that the
// answer to a registration is the same whether the address had an account.

export type OutboxKind = 'welcome' | 'registration-attempt' | 'alert-digest' | 'invitation' | 'password-reset';

export interface OutboxMessage {
  id: string;
  recipient: string;
  kind: OutboxKind;
  subject: string;
  body: string;
  createdAt: Date;
}

export class OutboxRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds a message; `sentAt` when it was sent already (an alert digest). */
  async add(message: Pick<OutboxMessage, 'recipient' | 'kind' | 'subject' | 'body'>, sentAt: Date | null = null): Promise<void> {
    await this.db.query('INSERT INTO outbox (recipient, kind, subject, body, sent_at) VALUES ($1, $2, $3, $4, $5)', [
      message.recipient,
      message.kind,
      message.subject,
      message.body,
      sentAt,
    ]);
  }

  /** The messages to one address, oldest first. */
  async to(recipient: string): Promise<OutboxMessage[]> {
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      kind: OutboxKind;
      subject: string;
      body: string;
      created_at: Date;
    }>('SELECT id, recipient, kind, subject, body, created_at FROM outbox WHERE recipient = $1 ORDER BY created_at, id', [recipient]);
    return rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      kind: row.kind,
      subject: row.subject,
      body: row.body,
      createdAt: row.created_at,
    }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('outboxRepository', new OutboxRepository(app.db));
  },
  { name: 'outbox-repository', dependencies: ['database'] },
);
