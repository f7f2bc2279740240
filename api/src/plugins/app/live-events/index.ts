import type { LiveEvent } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import { LiveEventBus } from './live-bus';
import { LiveEventsRepository, type LiveEventInput } from './live-events-repository';
import { LiveStreams } from './live-streams';

// ----------------------------------------------------------------------
// Live events (docs/decisions/0021-live-events.md): `app.liveEvents` publishes an event
// (stored in live_events, then heard by every API process on the database)
// and subscribes to them in id order; `app.liveStreams` holds this process's
// open SSE streams. The ingestion engine and the demo seed write article
// events through LiveEventsRepository on their own database handle; the
// alerts engine publishes alert events with `app.liveEvents.publish`.

export interface LiveEvents {
  publish(event: LiveEventInput): Promise<number>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
    liveStreams: LiveStreams;
  }
}

export default fp(
  async (app) => {
    const bus = new LiveEventBus(app.db, (error) => app.log.error({ err: error }, 'Live events: reading new events failed'));
    await bus.start();
    const streams = new LiveStreams(bus, new LiveEventsRepository(app.db), { maxStreamsPerUser: app.config.liveStreamsPerUser });
    app.addHook('preClose', async () => {
      streams.closeAll();
      await bus.stop();
    });
    app.decorate('liveEvents', {
      publish: async (event: LiveEventInput) => {
        const id = await app.liveEventsRepository.publish(event);
        // Heard at once in this process (the notice comes too, and finds nothing more).
        void bus.poke();
        return id;
      },
      subscribe: (listener: (event: LiveEvent) => void) => bus.subscribe(listener),
    });
    app.decorate('liveStreams', streams);
  },
  { name: 'live-events', dependencies: ['database', 'live-events-repository'] },
);
