import path from 'node:path';

import fp from 'fastify-plugin';

import { AlertsRepository, type FiredAlert } from './alerts-repository';
import { createMailer, sendDueDigests, type DigestResult, type Mailer } from './digests';
import { AlertEvaluator } from './evaluate';
import { WebhookDispatcher } from './webhooks';
import { WebhooksRepository } from './webhooks-repository';

export type { FiredAlert } from './alerts-repository';

// ----------------------------------------------------------------------
// Alerts (issue 11, docs/decisions/0022-alerts.md): evaluated after each
// ingestion batch (a listener on the ingestion service) and periodically
// (sources, digests: plain functions of `now` that ONE timer here calls, and
// that the scheduler may call instead). Fired alerts go to the listeners of
// `onFired` (the live event stream) and to the webhooks.

export interface Alerts {
  repository: AlertsRepository;
  webhooks: WebhooksRepository;
  dispatcher: WebhookDispatcher;
  /** Where allowed non-public webhook hosts come from (MEDIAWATCH_FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Calls `listener` for each new alert (not for matches joining an alert in its cooldown); answers the unsubscribe. */
  onFired(listener: (alert: FiredAlert) => void): () => void;
  /** Evaluates the topics matched by a batch of new articles. */
  evaluateBatch(articleIds: readonly string[], now?: Date): Promise<FiredAlert[]>;
  /** Evaluates every active source's volume band and silence. */
  evaluateSources(now?: Date): Promise<FiredAlert[]>;
  /** Sends the digests due at `now`. */
  sendDueDigests(now?: Date): Promise<DigestResult[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: Alerts;
  }
}

/** The periodic work's period; sources are evaluated every SOURCE_EVERY ticks. */
const TICK_MS = 60_000;
const SOURCE_EVERY = 15;

export default fp(
  async (app) => {
    const evaluator = new AlertEvaluator(app.db);
    const repository = new AlertsRepository(app.db);
    const listeners = new Set<(alert: FiredAlert) => void>();
    const allowHosts = app.config.news.fetchAllowHosts;
    const dispatcher = new WebhookDispatcher(app.db, (id) => repository.fired(id), {
      allowHosts,
      queue: app.config.news.queue ? { schema: app.config.news.queueSchema, work: app.config.news.worker } : null,
      log: app.log,
    });
    const mailer: Mailer = createMailer({
      smtpUrl: app.config.mail.smtpUrl,
      from: app.config.mail.from,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
    });
    const appUrl = 'http://localhost:3000';

    const emit = async (fired: FiredAlert[]) => {
      for (const alert of fired) {
        for (const listener of listeners) {
          try {
            listener(alert);
          } catch (error) {
            app.log.error({ err: error, alertId: alert.alertId }, 'An alert listener failed');
          }
        }
        await dispatcher
          .dispatch(alert)
          .catch((error: unknown) => app.log.error({ err: error, alertId: alert.alertId }, 'Queueing webhooks failed'));
      }
      return fired;
    };

    const alerts: Alerts = {
      repository,
      webhooks: new WebhooksRepository(app.db),
      dispatcher,
      allowHosts,
      onFired(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      evaluateBatch: async (articleIds, now = new Date()) => emit(await evaluator.evaluateBatch(articleIds, now)),
      evaluateSources: async (now = new Date()) => emit(await evaluator.evaluateSources(now)),
      sendDueDigests: (now = new Date()) => sendDueDigests(app.db, mailer, now, appUrl),
    };
    app.decorate('alerts', alerts);

    // After each ingestion batch: the topics it matched.
    const unsubscribe = app.ingestion.service.onIngested(async (batch) => {
      await alerts.evaluateBatch(batch.articleIds).catch((error: unknown) => app.log.error({ err: error }, 'Alert evaluation failed'));
    });
    app.addHook('onClose', async () => unsubscribe());

    // The demo newsroom: the demo admin gets an hourly digest, so a fresh start writes one to <data>/outbox.
    if (app.config.seed && app.config.news.seedNews) {
      app.addHook('onReady', async () => {
        await repository
          .seedDigest('admin@mediawatch.local', new Date())
          .catch((error: unknown) => app.log.error({ err: error }, 'Seeding the demo digest failed'));
      });
    }

    await dispatcher.start();
    app.addHook('preClose', () => dispatcher.stop());

    // The periodic work, where the worker runs (the scheduler may call these instead).
    if (app.config.news.queue && app.config.news.worker) {
      let ticks = 0;
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          const now = new Date();
          if (ticks % SOURCE_EVERY === 0) await alerts.evaluateSources(now);
          ticks += 1;
          for (const result of await alerts.sendDueDigests(now)) {
            if (result.error) app.log.error({ userId: result.userId, error: result.error }, 'Sending an alert digest failed');
          }
        } catch (error) {
          app.log.error({ err: error }, 'Periodic alert work failed');
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => void tick(), TICK_MS);
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
    }
  },
  { name: 'alerts', dependencies: ['database', 'ingestion', 'topics-repository', 'outbox-repository'] },
);
