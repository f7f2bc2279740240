import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

import { ALERT_RULES } from '@mediawatch/shared/schemas';
import { messageIn } from '@mediawatch/shared/messages/all';
import { coded, type CodedMessage, type LanguageCode, type MessageCode, type MessageParam } from '@mediawatch/shared/messages';
import type { PgBoss } from 'pg-boss';

import type { Database } from '../../../db/database';
import { guardedLookup, isAllowedHost, isPublicAddress } from '../../../news/fetcher';
import { bossFor } from '../ingestion/worker';
import type { FiredAlert } from './alerts-repository';
import { WebhooksRepository } from './webhooks-repository';

// ----------------------------------------------------------------------
// Webhooks (docs/decisions/0022-alerts.md): a Slack-compatible JSON body
// ({ text, blocks }) POSTed with
//   X-Mediawatch-Timestamp: <unix seconds>
//   X-Mediawatch-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>
//   X-Mediawatch-Delivery: <delivery id>
// The signature covers the timestamp, so a receiver that refuses timestamps
// older than ALERT_RULES.webhookToleranceSeconds (and remembers delivery ids)
// cannot be replayed. Deliveries run on the job queue (pg-boss, queue
// `alert-webhook`, retried with exponential backoff) so a restart loses none;
// without a queue (tests, MEDIAWATCH queue off) they retry in process.
// Loopback and private targets are refused like the feed fetcher's, unless
// allowed (MEDIAWATCH_FETCH_ALLOW_HOSTS).

export const WEBHOOK_QUEUE = 'alert-webhook';
export const SIGNATURE_HEADER = 'x-mediawatch-signature';
export const TIMESTAMP_HEADER = 'x-mediawatch-timestamp';
export const DELIVERY_HEADER = 'x-mediawatch-delivery';
const TIMEOUT_MS = 10_000;

export const WEBHOOK_NOT_ALLOWED_MESSAGE = coded('webhook.notAllowed');
export const WEBHOOK_NOT_ALLOWED = WEBHOOK_NOT_ALLOWED_MESSAGE.text;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver checks: the signature matches and the timestamp is recent. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): boolean {
  const timestamp = Number(headers[TIMESTAMP_HEADER]);
  const signature = headers[SIGNATURE_HEADER];
  if (!Number.isInteger(timestamp) || typeof signature !== 'string') return false;
  if (Math.abs(now / 1000 - timestamp) > ALERT_RULES.webhookToleranceSeconds) return false;
  return signature === signWebhook(secret, timestamp, body);
}

/**
 * A Slack-compatible body: `text` for notifications, `blocks` for the
 * message, in the webhook's language (the catalogue's texts and the alert's
 * coded title and reason, docs/decisions/0040-server-texts-as-codes.md).
 */
export function webhookBody(
  alert: FiredAlert,
  link: string | null = null,
  language: LanguageCode = 'en',
): { text: string; blocks: unknown[] } {
  const title = alert.titleMessage ? messageIn(language, alert.titleMessage) : alert.title;
  const reason = alert.reasonMessage ? messageIn(language, alert.reasonMessage) : alert.reason;
  const say = (code: MessageCode, params?: Record<string, MessageParam>) => messageIn(language, { code, params });
  const text = say('webhook.alert', { title });
  const open = say('webhook.open');
  return {
    text,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: reason } },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `*${alert.kind}* · ${alert.firedAt} · ${say('webhook.articles', { count: alert.articleIds.length })}${link ? ` · <${link}|${open}>` : ''}`,
          },
        ],
      },
    ],
  };
}

/** Whether a webhook URL may be used at all (a literal private address is refused when written). */
export function webhookUrlAllowed(raw: string, allowHosts: readonly string[]): boolean {
  const url = new URL(raw);
  if (isAllowedHost(url, allowHosts)) return true;
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(literal)) return isPublicAddress(literal);
  return url.hostname.toLowerCase() !== 'localhost';
}

/** POSTs `body`; answers the status code, or throws with words for a network failure. */
export function postJson(rawUrl: string, headers: Record<string, string>, body: string, allowHosts: readonly string[]): Promise<number> {
  const url = new URL(rawUrl);
  if (!webhookUrlAllowed(rawUrl, allowHosts)) return Promise.reject(new Error(WEBHOOK_NOT_ALLOWED));
  const client = url.protocol === 'https:' ? https : http;
  const allowed = isAllowedHost(url, allowHosts);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Mediawatch-Webhook/1',
          ...headers,
        },
        timeout: TIMEOUT_MS,
        ...(allowed ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => reject(error.message.includes('not allowed') ? new Error(WEBHOOK_NOT_ALLOWED) : error));
    request.end(body);
  });
}

export interface DispatcherOptions {
  allowHosts: readonly string[];
  /** Run deliveries on the durable queue (pg-boss schema), else in process. */
  queue: { schema: string | undefined; work: boolean } | null;
  /** The first retry's delay, in seconds (doubling after). */
  retryDelaySeconds?: number;
  log: { error: (obj: object, msg: string) => void };
}

export type AttemptResult = 'delivered' | 'retry' | 'failed' | 'gone';

export class WebhookDispatcher {
  private boss: PgBoss | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly webhooks: WebhooksRepository;
  private stopped = false;
  private readonly retryDelaySeconds: number;

  constructor(
    private readonly db: Database,
    private readonly alertOf: (alertId: string) => Promise<FiredAlert | null>,
    private readonly options: DispatcherOptions,
  ) {
    this.webhooks = new WebhooksRepository(db);
    this.retryDelaySeconds = options.retryDelaySeconds ?? ALERT_RULES.webhookRetryDelaySeconds;
  }

  async start(): Promise<void> {
    if (!this.options.queue) return;
    const boss = bossFor(this.db, this.options.queue.schema);
    boss.on('error', (error) => this.options.log.error({ err: error }, 'Webhook queue error'));
    await boss.start();
    await boss.createQueue(WEBHOOK_QUEUE, {
      retryLimit: ALERT_RULES.webhookAttempts - 1,
      retryDelay: this.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 60,
      deleteAfterSeconds: 7 * 86400,
    });
    this.boss = boss;
    if (!this.options.queue.work) return;
    await boss.work<{ deliveryId: string }>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const result = await this.attempt(job.data.deliveryId);
      // Thrown, the job is retried by the queue with its backoff.
      if (result === 'retry') throw new Error('Webhook delivery failed; retrying');
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    if (this.boss) await this.boss.stop({ graceful: true, timeout: 5000, close: true });
  }

  /** Creates the alert's deliveries and queues them. */
  async dispatch(alert: FiredAlert, now = new Date()): Promise<string[]> {
    const ids = await this.webhooks.createDeliveries(alert.alertId, alert.kind as never, now);
    for (const id of ids) await this.queue(id, 0);
    return ids;
  }

  private async queue(deliveryId: string, attempt: number): Promise<void> {
    if (this.boss) {
      await this.boss.send(WEBHOOK_QUEUE, { deliveryId });
      return;
    }
    // In process (no queue): the same backoff, not durable.
    const delay = attempt === 0 ? 0 : this.retryDelaySeconds * 1000 * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped) return;
      void this.attempt(deliveryId)
        .then((result) => (result === 'retry' ? this.queue(deliveryId, attempt + 1) : undefined))
        .catch((error: unknown) => this.options.log.error({ err: error, deliveryId }, 'Webhook delivery failed'));
    }, delay);
    this.timers.add(timer);
  }

  /** One attempt at a delivery: sends, records the outcome. */
  async attempt(deliveryId: string, now = () => new Date()): Promise<AttemptResult> {
    const delivery = await this.webhooks.delivery(deliveryId);
    if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return 'gone';
    const alert = await this.alertOf(delivery.alertId);
    const last = delivery.attempts + 1 >= ALERT_RULES.webhookAttempts;
    if (!alert || !delivery.webhook.enabled) {
      const disabled = coded('webhook.disabled');
      await this.webhooks.recordAttempt(
        deliveryId,
        { status: 'failed', responseCode: null, error: disabled.text, errorMessage: disabled },
        now(),
      );
      return 'failed';
    }
    const body = JSON.stringify(webhookBody(alert, null, delivery.webhook.language));
    const timestamp = Math.floor(now().getTime() / 1000);
    let code: number | null = null;
    let error: string | null = null;
    let errorMessage: CodedMessage | null = null;
    try {
      code = await postJson(
        delivery.webhook.url,
        {
          [SIGNATURE_HEADER]: signWebhook(delivery.webhook.secret, timestamp, body),
          [TIMESTAMP_HEADER]: String(timestamp),
          [DELIVERY_HEADER]: deliveryId,
        },
        body,
        this.options.allowHosts,
      );
      if (code < 200 || code >= 300) {
        errorMessage = coded('webhook.receiverAnswered', { status: code });
        error = errorMessage.text!;
      }
    } catch (caught) {
      error = (caught as Error).message;
      // Kept as the words it came in, as the detail of a code (docs/decisions/0040-server-texts-as-codes.md).
      errorMessage =
        error === WEBHOOK_NOT_ALLOWED ? WEBHOOK_NOT_ALLOWED_MESSAGE : { code: 'webhook.failed', params: { detail: error }, text: error };
    }
    const refused = error === WEBHOOK_NOT_ALLOWED;
    const status = error === null ? 'delivered' : last || refused ? 'failed' : 'retrying';
    await this.webhooks.recordAttempt(deliveryId, { status, responseCode: code, error, errorMessage }, now());
    return status === 'retrying' ? 'retry' : status;
  }
}
