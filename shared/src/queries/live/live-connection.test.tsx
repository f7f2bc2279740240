import { act, renderHook, waitFor } from '@testing-library/react';

import { CONFIG } from '@mediawatch/shared';
import type { LiveEvent } from '@mediawatch/shared/schemas';
import { backoffDelay, BACKOFF_MAX_MS, openLiveConnection, useLiveEvents, type LiveStatus } from '@mediawatch/shared/queries';

// The live stream client against a fake server: a fetch whose answer's body
// the test writes chunk by chunk, and a clock the test turns by hand.

interface FakeResponse {
  url: string;
  headers: Record<string, string>;
  push(text: string): void;
  end(): void;
}

function fakeServer(status = 200) {
  const responses: FakeResponse[] = [];
  const fetch = jest.fn(async (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => {
    const queue: Array<{ done: boolean; value?: Uint8Array }> = [];
    let wake: (() => void) | null = null;
    const response: FakeResponse = {
      url,
      headers: init.headers,
      push: (text) => {
        queue.push({ done: false, value: new TextEncoder().encode(text) });
        wake?.();
      },
      end: () => {
        queue.push({ done: true });
        wake?.();
      },
    };
    init.signal.addEventListener('abort', () => response.end());
    responses.push(response);
    const reader = {
      read: async () => {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return queue.shift()!;
      },
    };
    return { ok: status < 400, status, body: { getReader: () => reader } } as unknown as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, responses, calls: fetch.mock.calls };
}

function frame(id: number, title = `item ${id}`): string {
  const event: LiveEvent = {
    id,
    type: 'article',
    topicIds: [],
    sourceId: null,
    groupIds: [],
    language: 'en',
    payload: { title },
    createdAt: '2026-11-23T05:00:00.000Z',
  };
  return `id: ${id}\nevent: article\ndata: ${JSON.stringify(event)}\n\n`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.setItem(CONFIG.tokenStorageKey, 'the-token'));
afterEach(() => sessionStorage.clear());

describe('openLiveConnection', () => {
  it('sends the token and the filters, reads events split across chunks, skips comments', async () => {
    const server = fakeServer();
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    const connection = openLiveConnection({
      filter: { topicId: ['t1', 't2'], language: ['fr'] },
      backlog: 20,
      fetch: server.fetch,
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
    });
    await settle();
    const response = server.responses[0]!;
    expect(response.url).toBe('/api/events/stream?topicId=t1%2Ct2&language=fr&backlog=20');
    expect(response.headers.authorization).toBe('Bearer the-token');
    expect(response.headers['last-event-id']).toBeUndefined();
    const text = `: ping\n\n${frame(1)}${frame(2)}`;
    response.push(text.slice(0, 30));
    response.push(text.slice(30));
    await settle();
    expect(events.map((event) => event.id)).toEqual([1, 2]);
    expect(statuses).toEqual(['connecting', 'live']);
    expect(connection.lastEventId).toBe(2);
    connection.close();
  });

  it('after a drop, reconnects with backoff and resumes from the last id, dropping repeats', async () => {
    const server = fakeServer();
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const connection = openLiveConnection({
      filter: {},
      fetch: server.fetch,
      random: () => 1,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
    });
    await settle();
    server.responses[0]!.push(frame(5) + frame(6));
    await settle();
    server.responses[0]!.end(); // the network drops
    await settle();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(1000);
    timers[0]!.fn();
    await settle();
    const second = server.responses[1]!;
    expect(second.headers['last-event-id']).toBe('6');
    expect(second.url).toBe('/api/events/stream');
    second.push(frame(6) + frame(7));
    await settle();
    expect(events.map((event) => event.id)).toEqual([5, 6, 7]);
    expect(statuses.at(-1)).toBe('live');
    connection.close();
  });

  it('backs off longer after each failed attempt, up to a cap', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(700);
  });

  it('stops on 401 (signed out), without retrying', async () => {
    const server = fakeServer(401);
    const statuses: LiveStatus[] = [];
    const timers: unknown[] = [];
    openLiveConnection({
      filter: {},
      fetch: server.fetch,
      setTimer: (fn) => timers.push(fn),
      onEvent: () => undefined,
      onStatus: (status) => statuses.push(status),
    });
    await settle();
    expect(statuses).toEqual(['connecting', 'failed']);
    expect(timers).toHaveLength(0);
  });
});

describe('useLiveEvents', () => {
  it('lists events newest first, bounded; paused it holds new ones as pending and shows them on resume', async () => {
    const server = fakeServer();
    const { result, unmount } = renderHook(() => useLiveEvents({ filter: {}, limit: 3, fetch: server.fetch }));
    await waitFor(() => expect(result.current.status).toBe('live'));
    await act(async () => {
      server.responses[0]!.push(frame(1) + frame(2));
      await settle();
    });
    expect(result.current.events.map((event) => event.id)).toEqual([2, 1]);
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    await act(async () => {
      server.responses[0]!.push(frame(3) + frame(4));
      await settle();
    });
    expect(result.current.events.map((event) => event.id)).toEqual([2, 1]);
    expect(result.current.pending).toBe(2);
    act(() => result.current.resume());
    expect(result.current.pending).toBe(0);
    expect(result.current.status).toBe('live');
    expect(result.current.events.map((event) => event.id)).toEqual([4, 3, 2]);
    unmount();
  });
});
