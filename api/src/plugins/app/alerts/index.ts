import path from 'node:path';

import fp from 'fastify-plugin';

import { AlertsRepository, type FiredAlert } from './alerts-repository';
import { createMailer, sendDueDigests, type DigestResult, type Mailer } from './digests';
import { AlertEvaluator } from './evaluate';
import { DAY_MS } from './rules';
import { WebhookDispatcher } from './webhooks';
import { WebhooksRepository } from './webhooks-repository';

export type { FiredAlert } from './alerts-repository';

// ----------------------------------------------------------------------
// Alerts (docs/decisions/0022-alerts.md): evaluated after each
// ingestion batch (a listener on the ingestion service) and periodically
// (sources, digests: plain functions of `now` run as the Scheduler's jobs
// `alert-source-evaluation` and `alert-digests`). Fired alerts go to the
// listeners of `onFired`, to the live event stream (`type: 'alert'`) and to
// the webhooks.

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
      for (const draft of fired) {
        // With its title and reason as coded messages, for the live stream and the webhooks (docs/decisions/0040-server-texts-as-codes.md).
        const alert = (await repository.fired(draft.alertId).catch(() => null)) ?? draft;
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
    // And once its past articles are in, their last day is evaluated as one batch, as if it had been
    // ingested live: a fresh start's bell and Alerts page show what that day fired (the live feeds fire
    // the rest). Only after a seed: a restart evaluates nothing again.
    if (app.config.seed && app.config.news.seedNews) {
      app.addHook('onReady', async () => {
        await repository
          .seedDigest('admin@mediawatch.local', new Date())
          .catch((error: unknown) => app.log.error({ err: error }, 'Seeding the demo digest failed'));
      });
      app.demo.afterSeed("Evaluating the demo's last day of alerts", async () => {
        const now = new Date();
        const fired = await alerts.evaluateBatch(await repository.articlesPublishedSince(new Date(now.getTime() - DAY_MS), now), now);
        if (fired.length > 0) app.log.info({ fired: fired.length }, "Fired the demo's last day of alerts");
      });
    }

    await dispatcher.start();
    app.addHook('preClose', () => dispatcher.stop());

    // Every alert reaches the live stream (Real Time Events, Monitor, the bell) in every API process.
    const unpublish = alerts.onFired((alert) => {
      void app.liveEvents
        .publish({
          type: 'alert',
          topicIds: alert.topicId ? [alert.topicId] : [],
          sourceId: alert.sourceId,
          groupIds: [],
          language: null,
          payload: { ...alert },
        })
        .catch((error: unknown) => app.log.error({ err: error, alertId: alert.alertId }, 'Publishing an alert event failed'));
    });
    app.addHook('onClose', async () => unpublish());

    // The periodic work is the Scheduler's (durable, run once across processes, visible on its page).
    app.scheduler.define({
      name: 'alert-source-evaluation',
      description: 'Alerts on sources whose last 7 days leave their 28-day band or that have gone silent',
      cron: '*/15 * * * *',
      run: async ({ now }) => {
        const fired = await alerts.evaluateSources(now);
        return { summary: `${fired.length} alert(s) fired`, outcome: { key: 'alertsFired', count: fired.length } };
      },
    });
    app.scheduler.define({
      name: 'alert-digests',
      description: "Sends each user's alert digest when it is due (hourly, or daily at the user's hour)",
      cron: '* * * * *',
      run: async ({ now }) => {
        const results = await alerts.sendDueDigests(now);
        const failed = results.filter((result) => result.error);
        for (const result of failed) app.log.error({ userId: result.userId, error: result.error }, 'Sending an alert digest failed');
        if (failed.length) throw new Error(`${failed.length} of ${results.length} digest(s) could not be sent: ${failed[0]!.error}`);
        return { summary: `${results.length} digest(s) sent`, outcome: { key: 'digestsSent', count: results.length } };
      },
    });
  },
  { name: 'alerts', dependencies: ['database', 'demo', 'ingestion', 'topics-repository', 'outbox-repository', 'live-events', 'scheduler'] },
);
