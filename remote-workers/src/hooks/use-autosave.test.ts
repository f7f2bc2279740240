import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@mediawatch/shared';

import { useAutosave, type AutosaveOptions } from './use-autosave';

// The autosave engine of notes and thinkboards, on a document of one text
// field, with a fake server and fake timers.

interface Doc {
  version: number;
  updatedAt: string;
  text: string;
}
type Content = { text: string };

const DELAY = 500;
const doc = (version: number, text: string): Doc => ({ version, text, updatedAt: `2026-11-24T10:00:0${version}Z` });

class Stale extends Error {
  constructor(readonly current: Doc) {
    super('stale');
  }
}

/** A server whose answers the test settles: each send waits until `answer` or `refuse`. */
function fakeServer() {
  const sends: Array<{ content: Content; previous: Content; base: Doc; settle: (result: Doc | Error) => void }> = [];
  const send = jest.fn(
    (content: Content, previous: Content, base: Doc) =>
      new Promise<Doc>((resolve, reject) => {
        sends.push({ content, previous, base, settle: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      }),
  );
  const last = () => sends[sends.length - 1]!;
  return {
    send,
    sends,
    /** The last send succeeds: the server stores it as the next version. */
    answer: async () => {
      const { content, base, settle } = last();
      await act(async () => settle(doc(base.version + 1, content.text)));
    },
    refuse: async (error: Error) => {
      await act(async () => last().settle(error));
    },
  };
}

function setup(overrides: Partial<AutosaveOptions<Content, Doc>> = {}) {
  const server = fakeServer();
  const initial = doc(1, 'first');
  const hook = renderHook((props: Partial<AutosaveOptions<Content, Doc>>) =>
    useAutosave<Content, Doc>({
      initial,
      content: { text: 'first' },
      contentOf: (saved) => ({ text: saved.text }),
      send: server.send,
      conflictOf: (error) => (error instanceof Stale ? error.current : null),
      enabled: true,
      delayMs: DELAY,
      ...overrides,
      ...props,
    }),
  );
  const type = (text: string, more: Partial<AutosaveOptions<Content, Doc>> = {}) => hook.rerender({ content: { text }, ...more });
  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
  return { server, hook, type, wait, state: () => hook.result.current.state };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAutosave', () => {
  it('sends a change once typing pauses, on the version it was made on', async () => {
    const { server, type, wait, state, hook } = setup();
    expect(state()).toEqual({ kind: 'saved', at: doc(1, '').updatedAt });
    type('fir');
    expect(state()).toEqual({ kind: 'pending' });
    await wait(DELAY - 1);
    type('firs');
    await wait(DELAY - 1);
    expect(server.send).not.toHaveBeenCalled();
    await wait(1);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.sends[0]).toMatchObject({ content: { text: 'firs' }, previous: { text: 'first' }, base: { version: 1 } });
    expect(state()).toEqual({ kind: 'saving' });
    await server.answer();
    expect(state()).toEqual({ kind: 'saved', at: doc(2, '').updatedAt });
    expect(hook.result.current.base.version).toBe(2);
  });

  it('sends a change made during a save after it, on the version the save made', async () => {
    const { server, type, wait, state } = setup();
    type('one');
    await wait(DELAY);
    type('one two');
    await wait(DELAY * 3);
    expect(server.send).toHaveBeenCalledTimes(1);
    await server.answer();
    expect(state()).toEqual({ kind: 'pending' });
    await wait(DELAY);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.sends[1]).toMatchObject({ content: { text: 'one two' }, previous: { text: 'one' }, base: { version: 2 } });
    await server.answer();
    expect(state()).toEqual({ kind: 'saved', at: doc(3, '').updatedAt });
  });

  it('stops at a stale save and keeps the edits until the person chooses', async () => {
    const { server, hook, type, wait, state } = setup();
    type('mine');
    await wait(DELAY);
    const theirs = doc(5, 'theirs');
    await server.refuse(new Stale(theirs));
    expect(state()).toEqual({ kind: 'conflict', current: theirs });
    type('mine, more');
    await wait(DELAY * 4);
    expect(server.send).toHaveBeenCalledTimes(1);

    // Keep mine: sent at once over their version.
    act(() => hook.result.current.resolve(theirs, { saveNow: true }));
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(server.sends[1]).toMatchObject({ content: { text: 'mine, more' }, previous: { text: 'theirs' }, base: { version: 5 } });
    await server.answer();
    expect(state()).toEqual({ kind: 'saved', at: doc(6, '').updatedAt });
  });

  it('takes their version when the person drops their edits', async () => {
    const { server, hook, type, wait, state } = setup();
    type('mine');
    await wait(DELAY);
    const theirs = doc(3, 'theirs');
    await server.refuse(new Stale(theirs));
    act(() => hook.result.current.resolve(theirs));
    type('theirs');
    await wait(DELAY * 2);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(state()).toEqual({ kind: 'saved', at: theirs.updatedAt });
  });

  it('says a failure, and tries again when asked or at the next change', async () => {
    const { server, hook, type, wait, state } = setup();
    type('draft');
    await wait(DELAY);
    await server.refuse(new ApiError('The server is unreachable.', 0, undefined));
    expect(state()).toEqual({ kind: 'failed', message: 'The server is unreachable.' });
    await wait(DELAY * 4);
    expect(server.send).toHaveBeenCalledTimes(1);

    act(() => hook.result.current.retry());
    expect(server.send).toHaveBeenCalledTimes(2);
    await server.refuse(new ApiError('Still down.', 503, undefined));
    type('draft 2');
    await wait(DELAY);
    expect(server.send).toHaveBeenCalledTimes(3);
    await server.answer();
    expect(state()).toEqual({ kind: 'saved', at: doc(2, '').updatedAt });
  });

  it('sends nothing while the content is invalid', async () => {
    const { server, type, wait, state } = setup({ valid: (content) => content.text.trim().length > 0 });
    type('  ');
    await wait(DELAY * 2);
    expect(state()).toEqual({ kind: 'invalid' });
    expect(server.send).not.toHaveBeenCalled();
    type('back');
    await wait(DELAY);
    expect(server.sends[0]).toMatchObject({ content: { text: 'back' } });
  });

  it('sends what is left when the editor closes, and after a save in flight', async () => {
    const closing = setup();
    closing.type('last words');
    closing.hook.unmount();
    expect(closing.server.sends[0]).toMatchObject({ content: { text: 'last words' }, base: { version: 1 } });

    const inFlight = setup();
    inFlight.type('one');
    await inFlight.wait(DELAY);
    inFlight.type('one and two');
    inFlight.hook.unmount();
    expect(inFlight.server.send).toHaveBeenCalledTimes(1);
    await inFlight.server.answer();
    expect(inFlight.server.sends[1]).toMatchObject({ content: { text: 'one and two' }, base: { version: 2 } });
  });

  it('takes a newer version read elsewhere only when it has no change of its own', async () => {
    const onAdopt = jest.fn();
    const { hook, type, state } = setup({ onAdopt });
    hook.rerender({ server: doc(2, 'from another tab') });
    expect(onAdopt).toHaveBeenCalledWith({ text: 'from another tab' }, doc(2, 'from another tab'));
    expect(hook.result.current.base.version).toBe(2);
    expect(state()).toEqual({ kind: 'saved', at: doc(2, '').updatedAt });

    type('my edit', { server: doc(2, 'from another tab') });
    hook.rerender({ content: { text: 'my edit' }, server: doc(3, 'yet another') });
    expect(onAdopt).toHaveBeenCalledTimes(1);
    expect(hook.result.current.base.version).toBe(2);
  });

  it('saves nothing for a reader', async () => {
    const { server, type, wait, state, hook } = setup({ enabled: false });
    type('not mine');
    await wait(DELAY * 2);
    hook.unmount();
    expect(server.send).not.toHaveBeenCalled();
    expect(state().kind).toBe('saved');
  });
});
