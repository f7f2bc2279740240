import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { WebhooksRepository } from '../../../../src/plugins/app/alerts/webhooks-repository';
import {
  DELIVERY_HEADER,
  signWebhook,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  webhookBody,
  WebhookDispatcher,
  WEBHOOK_NOT_ALLOWED,
} from '../../../../src/plugins/app/alerts/webhooks';
import { insertSource } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// Webhooks against a local receiver started here: the body is Slack-shaped
// and signed (HMAC-SHA256 over "<timestamp>.<body>"); failures are retried
// with backoff, in process and on the durable queue (pg-boss).

const ctx = useTestApp();
const SECRET = 'receiver-secret-0123456789';
const quietLog = { error: () => undefined };

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

describe('webhook delivery', () => {
  let server: http.Server;
  let url: string;
  let received: Received[];
  /** Status codes to answer, in order; 200 when exhausted. */
  let answers: number[];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body, at: Date.now() });
        response.writeHead(answers.shift() ?? 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answers = [];
  });

  let counter = 0;
  async function fireAlert() {
    counter += 1;
    const source = await insertSource(ctx.db, `Hook Wire ${counter}`, 'en', null);
    const outcome = await ctx.app.alerts.repository.fire(
      {
        kind: 'source-silent',
        topicId: null,
        sourceId: source.id,
        title: `Hook Wire ${counter} has gone silent`,
        reason: 'Nothing published for 20 h',
        details: {},
        dedupKey: `hook-${counter}-${randomBytes(4).toString('hex')}`,
        articleIds: [],
        cooldownMinutes: 0,
      },
      new Date(),
    );
    if (!('fired' in outcome)) throw new Error('not fired');
    return outcome.fired;
  }

  async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await fn();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const hooks = () => new WebhooksRepository(ctx.db);

  it('signs a Slack-compatible body with the secret and a timestamp; a receiver can verify it and refuse a replay', async () => {
    const webhook = await hooks().create({ name: 'Signed', url, secret: SECRET, enabled: true, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: null,
      log: quietLog,
    });
    const alert = await fireAlert();
    const [deliveryId] = await dispatcher.dispatch(alert);
    const [request] = await waitFor(async () => (received.length > 0 ? received : null), 5000);
    const body = JSON.parse(request!.body) as { text: string; blocks: Array<{ type: string }> };
    expect(body.text).toBe(`Mediawatch alert: ${alert.title}`);
    expect(body.blocks.map((block) => block.type)).toEqual(['header', 'section', 'context']);
    const timestamp = Number(request!.headers[TIMESTAMP_HEADER]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(10);
    expect(request!.headers[SIGNATURE_HEADER]).toBe(signWebhook(SECRET, timestamp, request!.body));
    expect(request!.headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(request!.headers[DELIVERY_HEADER]).toBe(deliveryId);
    expect(verifyWebhook(SECRET, request!.headers, request!.body)).toBe(true);
    // A tampered body, a wrong secret or a replay ten minutes later fail.
    expect(verifyWebhook(SECRET, request!.headers, request!.body.replace('silent', 'loud'))).toBe(false);
    expect(verifyWebhook('another-secret-entirely', request!.headers, request!.body)).toBe(false);
    expect(verifyWebhook(SECRET, request!.headers, request!.body, Date.now() + 600_000)).toBe(false);
    const delivery = await waitFor(
      async () => (await hooks().find(webhook.id))?.deliveries.find((item) => item.status === 'delivered'),
      5000,
    );
    expect(delivery).toMatchObject({ attempts: 1, responseCode: 200, error: null, alertTitle: alert.title });
    await dispatcher.stop();
    await hooks().delete(webhook.id);
  });

  it('writes its messages in the webhook’s language (docs/decisions/0040-server-texts-as-codes.md)', async () => {
    const webhook = await hooks().create({ name: 'Arabic', url, secret: SECRET, enabled: true, kinds: ['source-silent'], language: 'ar' });
    expect(webhook.language).toBe('ar');
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: null,
      log: quietLog,
    });
    const alert = await fireAlert();
    await dispatcher.dispatch(alert);
    const [request] = await waitFor(async () => (received.length > 0 ? received : null), 5000);
    const body = JSON.parse(request!.body) as { text: string; blocks: Array<{ text?: { text: string } }> };
    expect(body.text).toBe(`تنبيه Mediawatch: توقف Hook Wire ${counter} عن النشر`);
    expect(body.blocks[0]!.text!.text).toBe(`توقف Hook Wire ${counter} عن النشر`);
    expect(JSON.stringify(body)).not.toMatch(/gone silent|Nothing published|article\(s\)/);
    expect(JSON.stringify(body)).toContain('لا مقالات');
    await dispatcher.stop();
    await hooks().delete(webhook.id);
    // In French, through the body's maker.
    const stored = (await ctx.app.alerts.repository.fired(alert.alertId))!;
    const french = webhookBody({ ...stored, articleIds: ['a1', 'a2'] }, 'https://mediawatch.example/a', 'fr');
    expect(french.text).toBe(`Alerte Mediawatch : Hook Wire ${counter} est devenu silencieux`);
    expect(JSON.stringify(french.blocks)).toContain('2 articles · <https://mediawatch.example/a|Ouvrir dans Mediawatch>');
  });

  it('retries failures with exponential backoff (in process) and records each attempt', async () => {
    const webhook = await hooks().create({ name: 'Flaky', url, secret: SECRET, enabled: true, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: null,
      retryDelaySeconds: 0.1,
      log: quietLog,
    });
    answers = [500, 503];
    await dispatcher.dispatch(await fireAlert());
    const delivery = await waitFor(
      async () => (await hooks().find(webhook.id))?.deliveries.find((item) => item.status === 'delivered'),
      10_000,
    );
    expect(delivery).toMatchObject({ attempts: 3, responseCode: 200, error: null });
    expect(received).toHaveLength(3);
    // Backoff: the second wait is about twice the first.
    const gaps = [received[1]!.at - received[0]!.at, received[2]!.at - received[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(90);
    expect(gaps[1]).toBeGreaterThanOrEqual(190);
    // Each request is signed anew (a new timestamp per attempt is allowed; the delivery id stays).
    expect(new Set(received.map((request) => request.headers[DELIVERY_HEADER])).size).toBe(1);
    await dispatcher.stop();
    await hooks().delete(webhook.id);
  });

  it('gives up after the last attempt, keeping the code and the error', async () => {
    const webhook = await hooks().create({ name: 'Down', url, secret: SECRET, enabled: true, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: null,
      retryDelaySeconds: 0.01,
      log: quietLog,
    });
    answers = new Array(20).fill(500);
    await dispatcher.dispatch(await fireAlert());
    const delivery = await waitFor(
      async () => (await hooks().find(webhook.id))?.deliveries.find((item) => item.status === 'failed'),
      10_000,
    );
    expect(delivery).toMatchObject({
      attempts: 6,
      responseCode: 500,
      error: 'The receiver answered HTTP 500',
      errorMessage: { code: 'webhook.receiverAnswered', params: { status: 500 } },
    });
    await dispatcher.stop();
    await hooks().delete(webhook.id);
  });

  it('refuses a loopback target that is not allowed, without retrying', async () => {
    const webhook = await hooks().create({ name: 'Internal', url, secret: SECRET, enabled: true, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: [],
      queue: null,
      log: quietLog,
    });
    await dispatcher.dispatch(await fireAlert());
    const delivery = await waitFor(async () => (await hooks().find(webhook.id))?.deliveries.find((item) => item.status === 'failed'), 5000);
    expect(delivery).toMatchObject({
      attempts: 1,
      responseCode: null,
      error: WEBHOOK_NOT_ALLOWED,
      errorMessage: { code: 'webhook.notAllowed' },
    });
    expect(received).toHaveLength(0);
    await dispatcher.stop();
    await hooks().delete(webhook.id);
  });

  it('only sends the kinds a webhook takes, and nothing when disabled', async () => {
    const other = await hooks().create({ name: 'Topics only', url, secret: SECRET, enabled: true, kinds: ['topic-match'] });
    const off = await hooks().create({ name: 'Off', url, secret: SECRET, enabled: false, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: null,
      log: quietLog,
    });
    expect(await dispatcher.dispatch(await fireAlert())).toEqual([]);
    await dispatcher.stop();
    await hooks().delete(other.id);
    await hooks().delete(off.id);
  });

  it('runs durably on the job queue (pg-boss), retried with backoff', async () => {
    const webhook = await hooks().create({ name: 'Queued', url, secret: SECRET, enabled: true, kinds: ['source-silent'] });
    const dispatcher = new WebhookDispatcher(ctx.db, (id) => ctx.app.alerts.repository.fired(id), {
      allowHosts: ['127.0.0.1'],
      queue: { schema: `hooks_${randomBytes(4).toString('hex')}`, work: true },
      retryDelaySeconds: 1,
      log: quietLog,
    });
    await dispatcher.start();
    try {
      answers = [502];
      await dispatcher.dispatch(await fireAlert());
      const delivery = await waitFor(
        async () => (await hooks().find(webhook.id))?.deliveries.find((item) => item.status === 'delivered'),
        25_000,
      );
      expect(delivery).toMatchObject({ attempts: 2, responseCode: 200 });
      expect(received).toHaveLength(2);
      expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(900);
    } finally {
      await dispatcher.stop();
      await hooks().delete(webhook.id);
    }
  }, 60_000);
});
