import type { LiveEvent } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// A fake live stream server for page tests: it stands in for `fetch` (the
// live client's transport), records each connection (URL, headers) and lets
// the test push SSE text to the newest one, or end it as a dropped network.

export interface FakeStreamConnection {
  url: string;
  headers: Record<string, string>;
  /** The query of the URL. */
  params: URLSearchParams;
  push(text: string): void;
  end(): void;
}

export interface FakeLiveServer {
  fetch: typeof fetch;
  connections: FakeStreamConnection[];
  /** Sends events to the newest connection, as SSE frames. */
  send(...events: LiveEvent[]): void;
}

/** An SSE frame of one event, as the API writes it. */
export function sseFrame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function fakeLiveServer(status = 200): FakeLiveServer {
  const connections: FakeStreamConnection[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const queue: Array<{ done: boolean; value?: Uint8Array }> = [];
    let wake: (() => void) | null = null;
    const url = String(input);
    const connection: FakeStreamConnection = {
      url,
      headers: { ...(init?.headers as Record<string, string>) },
      params: new URL(url, 'http://localhost').searchParams,
      push: (text) => {
        queue.push({ done: false, value: new TextEncoder().encode(text) });
        wake?.();
      },
      end: () => {
        queue.push({ done: true });
        wake?.();
      },
    };
    init?.signal?.addEventListener('abort', () => connection.end());
    connections.push(connection);
    const reader = {
      read: async () => {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return queue.shift()!;
      },
    };
    return { ok: status < 400, status, body: { getReader: () => reader } } as unknown as Response;
  };
  return {
    fetch: fake as typeof fetch,
    connections,
    send: (...events) => connections.at(-1)?.push(events.map(sseFrame).join('')),
  };
}

/** Makes `globalThis.fetch` the fake server's (jsdom has none); returns the server and a restore function. */
export function installFakeLiveServer(status = 200): FakeLiveServer & { restore(): void } {
  const server = fakeLiveServer(status);
  const original = (globalThis as { fetch?: typeof fetch }).fetch;
  (globalThis as { fetch?: typeof fetch }).fetch = server.fetch;
  return {
    ...server,
    restore: () => {
      (globalThis as { fetch?: typeof fetch }).fetch = original;
    },
  };
}

/** An article event for tests. */
export function liveArticleEvent(id: number, overrides: Partial<LiveEvent> & { title?: string; articleId?: string } = {}): LiveEvent {
  const { title = `Article ${id}`, articleId = `a-${id}`, ...rest } = overrides;
  const topicIds = rest.topicIds ?? [];
  return {
    id,
    type: 'article',
    topicIds,
    sourceId: 's-1',
    groupIds: [],
    language: 'en',
    createdAt: '2026-11-23T05:00:00.000Z',
    payload: {
      articleId,
      title,
      url: `https://news.example/${articleId}`,
      sourceId: 's-1',
      sourceName: 'Global Wire',
      language: 'en',
      publishedAt: '2026-11-23T04:59:00.000Z',
      tone: -1.5,
      topics: topicIds.map((topicId) => ({ id: topicId, name: `Topic ${topicId}` })),
    },
    ...rest,
  };
}
