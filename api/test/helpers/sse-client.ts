import type { LiveEvent } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// A test's SSE client over fetch: collects the events of one stream (the
// `data` of each, parsed) and the comments; `waitFor(n)` settles when n
// events have come; `close()` aborts the connection as a dropped network would.

export interface TestStream {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  comments: string[];
  /** Settles with the events once there are at least `count` (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        notify();
      }
    } catch {
      // Aborted.
    }
    notify();
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    close: () => controller.abort(),
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events.slice());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Waited ${timeoutMs} ms for ${count} events, got ${events.length}: ${JSON.stringify(events.map((e) => e.id))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
