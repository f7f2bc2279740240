import type { FastifyInstance, InjectOptions } from 'fastify';

// ----------------------------------------------------------------------

export interface RouteAnswer {
  statusCode: number;
  body: string;
}

/**
 * `app.inject` for the tests that call every route of the OpenAPI document: it also answers for the
 * server-sent event stream (`GET /api/events/stream`), which never ends by itself: its status once the
 * headers are sent, then the app's open streams closed. Any other route: its status and whole body.
 */
export async function injectAnyRoute(app: FastifyInstance, options: InjectOptions): Promise<RouteAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    app.liveStreams.closeAll();
    stream.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}
