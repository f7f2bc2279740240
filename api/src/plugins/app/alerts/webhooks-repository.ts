import type { AlertKind, Webhook, WebhookDelivery, WebhookInput, WebhookUpdate } from '@mediawatch/shared/schemas';
import type { CodedMessage } from '@mediawatch/shared/messages';

import type { Queryable } from '../../../db/database';
import { isUuid } from '../../../db/sql';

// ----------------------------------------------------------------------
// Webhooks (tables alert_webhooks, alert_webhook_deliveries): the only
// writer of them. The secret is stored to sign and never answered.

interface WebhookRow {
  id: string;
  name: string;
  url: string;
  secret: string;
  enabled: boolean;
  kinds: AlertKind[];
  language: 'en' | 'fr' | 'ar';
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  alert_id: string;
  alert_title: string;
  status: WebhookDelivery['status'];
  attempts: number;
  response_code: number | null;
  error: string | null;
  error_message: CodedMessage | null;
  created_at: Date;
  updated_at: Date;
}

const DELIVERIES_SHOWN = 10;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    alertId: row.alert_id,
    alertTitle: row.alert_title,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    error: row.error,
    errorMessage: row.error_message ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One delivery with what sending it needs. */
export interface DeliveryJob {
  id: string;
  attempts: number;
  status: WebhookDelivery['status'];
  webhook: { id: string; url: string; secret: string; enabled: boolean; language: 'en' | 'fr' | 'ar' };
  alertId: string;
}

export class WebhooksRepository {
  constructor(private readonly db: Queryable) {}

  async list(): Promise<Webhook[]> {
    const { rows } = await this.db.query<WebhookRow>('SELECT * FROM alert_webhooks ORDER BY lower(name), id');
    const { rows: deliveries } = await this.db.query<DeliveryRow>(
      `SELECT d.*, a.title AS alert_title FROM (
         SELECT d.*, row_number() OVER (PARTITION BY d.webhook_id ORDER BY d.created_at DESC, d.id DESC) AS rank
         FROM alert_webhook_deliveries d) d
       JOIN alerts a ON a.id = d.alert_id
       WHERE d.rank <= ${DELIVERIES_SHOWN} ORDER BY d.created_at DESC, d.id DESC`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      enabled: row.enabled,
      kinds: row.kinds,
      language: row.language,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      deliveries: deliveries.filter((delivery) => delivery.webhook_id === row.id).map(toDelivery),
    }));
  }

  async find(id: string): Promise<Webhook | null> {
    if (!isUuid(id)) return null;
    return (await this.list()).find((webhook) => webhook.id === id) ?? null;
  }

  async create(input: Required<Omit<WebhookInput, 'language'>> & Pick<WebhookInput, 'language'>): Promise<Webhook> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO alert_webhooks (name, url, secret, enabled, kinds, language) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [input.name, input.url, input.secret, input.enabled, input.kinds, input.language ?? 'en'],
    );
    return (await this.find(rows[0]!.id))!;
  }

  async update(id: string, update: WebhookUpdate): Promise<Webhook | null> {
    if (!isUuid(id)) return null;
    const { rowCount } = await this.db.query(
      `UPDATE alert_webhooks SET name = COALESCE($2, name), url = COALESCE($3, url), secret = COALESCE($4, secret),
         enabled = COALESCE($5, enabled), kinds = COALESCE($6, kinds), language = COALESCE($7, language), updated_at = now()
       WHERE id = $1`,
      [
        id,
        update.name ?? null,
        update.url ?? null,
        update.secret ?? null,
        update.enabled ?? null,
        update.kinds ?? null,
        update.language ?? null,
      ],
    );
    return rowCount > 0 ? this.find(id) : null;
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM alert_webhooks WHERE id = $1', [id]);
    return rowCount > 0;
  }

  /** A pending delivery of the alert to every enabled webhook that takes its kind; answers their ids. */
  async createDeliveries(alertId: string, kind: AlertKind, now: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO alert_webhook_deliveries (webhook_id, alert_id, created_at, updated_at)
       SELECT w.id, $1, $3, $3 FROM alert_webhooks w WHERE w.enabled AND $2 = ANY(w.kinds)
       ON CONFLICT (webhook_id, alert_id) DO NOTHING RETURNING id`,
      [alertId, kind, now],
    );
    return rows.map((row) => row.id);
  }

  async delivery(id: string): Promise<DeliveryJob | null> {
    const { rows } = await this.db.query<{
      id: string;
      attempts: number;
      status: WebhookDelivery['status'];
      alert_id: string;
      webhook_id: string;
      url: string;
      secret: string;
      enabled: boolean;
      language: 'en' | 'fr' | 'ar';
    }>(
      `SELECT d.id, d.attempts, d.status, d.alert_id, w.id AS webhook_id, w.url, w.secret, w.enabled, w.language
       FROM alert_webhook_deliveries d JOIN alert_webhooks w ON w.id = d.webhook_id WHERE d.id = $1`,
      [id],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          attempts: row.attempts,
          status: row.status,
          alertId: row.alert_id,
          webhook: { id: row.webhook_id, url: row.url, secret: row.secret, enabled: row.enabled, language: row.language },
        }
      : null;
  }

  async recordAttempt(
    id: string,
    outcome: {
      status: WebhookDelivery['status'];
      responseCode: number | null;
      error: string | null;
      /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
      errorMessage?: CodedMessage | null;
    },
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE alert_webhook_deliveries SET attempts = attempts + 1, status = $2, response_code = $3, error = $4, updated_at = $5,
         error_message = $6::jsonb
       WHERE id = $1`,
      [id, outcome.status, outcome.responseCode, outcome.error, now, outcome.errorMessage ? JSON.stringify(outcome.errorMessage) : null],
    );
  }
}
