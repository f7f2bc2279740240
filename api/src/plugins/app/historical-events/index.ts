import fp from 'fastify-plugin';

import { addDays, today } from '../analytics/sql';

// ----------------------------------------------------------------------
// Historical events' scheduled job: proposes an event for every topic whose
// day (UTC) went above its 28-day band, read from the Daily Report's spikes
// (the analytics rollups), for yesterday and today; the repository keeps one
// proposal per topic and day, so the job can run any number of times.

export interface ProposeResult {
  proposed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    historicalEvents: { propose: (now?: Date) => Promise<ProposeResult> };
  }
}

export default fp(
  async (app) => {
    const propose = async (now = new Date()): Promise<ProposeResult> => {
      let proposed = 0;
      const current = today('UTC', now);
      for (const day of [addDays(current, -1), current]) {
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
    app.scheduler.define({
      name: 'historical-events-proposal',
      description: "Proposes a historical event for each topic whose day is above its 28-day band (yesterday's and today's)",
      cron: '*/30 * * * *',
      // A fresh install shows its proposals at once (the demo corpus has spikes).
      firstRunNow: true,
      run: async ({ now }) => {
        const { proposed } = await propose(now);
        return { summary: `${proposed} event(s) proposed` };
      },
    });
  },
  { name: 'historical-events', dependencies: ['analytics', 'scheduler', 'historical-events-repository'] },
);
