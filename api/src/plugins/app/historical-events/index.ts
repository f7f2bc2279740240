import fp from 'fastify-plugin';

import { addDays, today } from '../analytics/sql';

// ----------------------------------------------------------------------
// Historical events' scheduled job: proposes an event for every topic whose
// day (UTC) went above its 28-day band, read from the Daily Report's spikes
// (the analytics rollups), for yesterday and today; the repository keeps one
// proposal per topic and day, so the job can run any number of times.

/** The demo's seeded days whose 28-day band lies inside its 60 days of history. */
const DEMO_BACKFILL_DAYS = 30;

export interface ProposeResult {
  proposed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    historicalEvents: { propose: (now?: Date, days?: number) => Promise<ProposeResult> };
  }
}

export default fp(
  async (app) => {
    /** Proposes the spikes of the last `days` days (UTC) up to today's, oldest first. */
    const propose = async (now = new Date(), days = 2): Promise<ProposeResult> => {
      let proposed = 0;
      const current = today('UTC', now);
      for (let back = days - 1; back >= 0; back -= 1) {
        const day = addDays(current, -back);
        const report = await app.analytics.report.report({ day, tz: 'UTC' });
        for (const spike of report.spikes) {
          if (spike.kind !== 'topic' || spike.direction !== 'up') continue;
          const added = await app.historicalEventsRepository.propose({
            topicId: spike.id,
            topicName: spike.name,
            day,
            from: new Date(report.from),
            to: new Date(report.to),
            count: spike.count,
            mean: spike.mean,
          });
          if (added) proposed += 1;
        }
      }
      return { proposed };
    };
    app.decorate('historicalEvents', { propose });

    // The demo newsroom: once its past articles are in, the spikes of its last 30 days are proposed, as if
    // the job had run through them (each of those days has its whole 28-day band inside the seeded 60), so
    // a fresh start's timeline has the storms to confirm. Only after a seed: a restart proposes nothing again.
    if (app.config.seed && app.config.news.seedNews) {
      app.demo.afterSeed("Proposing the demo history's events", async () => {
        const { proposed } = await propose(new Date(), DEMO_BACKFILL_DAYS);
        if (proposed > 0) app.log.info({ proposed }, "Proposed the demo history's events");
      });
    }
    app.scheduler.define({
      name: 'historical-events-proposal',
      description: "Proposes a historical event for each topic whose day is above its 28-day band (yesterday's and today's)",
      cron: '*/30 * * * *',
      // A fresh install shows its proposals at once (the demo corpus has spikes).
      firstRunNow: true,
      run: async ({ now }) => {
        const { proposed } = await propose(now);
        return { summary: `${proposed} event(s) proposed`, outcome: { key: 'eventsProposed', count: proposed } };
      },
    });
  },
  { name: 'historical-events', dependencies: ['analytics', 'demo', 'scheduler', 'historical-events-repository'] },
);
