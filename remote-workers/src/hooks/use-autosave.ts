import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Saving a document as it is edited (notes, thinkboards; decisions 0025 and
// 0026). A change waits `delayMs` for the next one, then the content is sent
// with the version it was made on. One save at a time; a change made during a
// save is sent after it. A save refused as stale (another tab or person saved
// since) stops saving and keeps the edits until the person chooses; nothing is
// overwritten or thrown away without that choice. Leaving the editor sends what
// is left; closing the tab with unsaved edits asks first.

/** A saved version of the document, as the server answers it. */
export interface Versioned {
  version: number;
  updatedAt: string;
}

export type AutosaveState<S> =
  | { kind: 'saved'; at: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The content cannot be saved as it is (a required field is empty); nothing is sent until it can. */
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  /** A save was refused as stale: `current` is the version saved elsewhere. */
  | { kind: 'conflict'; current: S };

export interface AutosaveOptions<C, S extends Versioned> {
  /** The version the editor opened. */
  initial: S;
  /** The editor's content now. */
  content: C;
  /** The content of a saved version. */
  contentOf: (saved: S) => C;
  /** Sends `content`, made on version `base` whose content is `previous`; answers the saved version. */
  send: (content: C, previous: C, base: S) => Promise<S>;
  /** The version a refused save carries (a 409), or null for any other failure. */
  conflictOf: (error: unknown) => S | null;
  /** False: nothing is saved (the reader may not edit). */
  enabled: boolean;
  /** How long a change waits for the next one. */
  delayMs: number;
  /** Whether the content may be sent as it is (default: always). */
  valid?: (content: C) => boolean;
  /**
   * The newest version the page has read (its query's data). A newer one than
   * the editor's, while the editor has no change of its own, is taken:
   * `onAdopt` gets its content to show.
   */
  server?: S;
  onAdopt?: (content: C, saved: S) => void;
}

export interface Autosave<S> {
  state: AutosaveState<S>;
  /** The last version the server confirmed (or the one taken from a conflict). */
  base: S;
  /** After a failure: send now. */
  retry: () => void;
  /**
   * Ends a conflict: `theirs` becomes the version edits are made on, and
   * saving resumes. The editor shows theirs, or its own edits re-applied on it
   * (then saved over it, at once when `saveNow`).
   */
  resolve: (theirs: S, options?: { saveNow?: boolean }) => void;
}

/** What the hook's callbacks read when they run: the latest content and options, and what the server holds. */
interface Live<C, S extends Versioned> {
  options: AutosaveOptions<C, S>;
  base: S;
  /** The content of `base` as this editor sent or took it. */
  saved: C;
  /** Its text, what a content is compared with (worked out once, at the first comparison). */
  savedKey: string | null;
  saving: boolean;
  /** A conflict waits for the person's choice. */
  blocked: boolean;
  mounted: boolean;
}

const keyOf = (content: unknown) => JSON.stringify(content);
/** Whether the content (or its text, when the caller has it) differs from what the server holds. */
const unsaved = <C, S extends Versioned>(live: Live<C, S>, contentKey = keyOf(live.options.content)) =>
  contentKey !== (live.savedKey ??= keyOf(live.saved));
/** `content` is what the server holds now. */
const setSaved = <C, S extends Versioned>(live: Live<C, S>, content: C) => {
  live.saved = content;
  live.savedKey = null;
};
const isValid = <C, S extends Versioned>({ options }: Live<C, S>) => options.valid?.(options.content) ?? true;
const sendable = <C, S extends Versioned>(live: Live<C, S>) =>
  live.options.enabled && !live.saving && !live.blocked && unsaved(live) && isValid(live);

export function useAutosave<C, S extends Versioned>(options: AutosaveOptions<C, S>): Autosave<S> {
  const { initial, content, enabled, delayMs } = options;
  const [base, setBase] = useState(initial);
  const [state, setState] = useState<AutosaveState<S>>({ kind: 'saved', at: initial.updatedAt });
  const live = useRef<Live<C, S>>({
    options,
    base: initial,
    saved: options.contentOf(initial),
    savedKey: null,
    saving: false,
    blocked: false,
    mounted: true,
  });
  live.current.options = options;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (): Promise<void> => {
    const current = live.current;
    clearTimeout(timer.current);
    if (!sendable(current)) return;
    const sent = current.options.content;
    current.saving = true;
    if (current.mounted) setState({ kind: 'saving' });
    try {
      const saved = await current.options.send(sent, current.saved, current.base);
      current.base = saved;
      setSaved(current, sent);
      setBase(saved);
      current.saving = false;
      if (!unsaved(current)) setState({ kind: 'saved', at: saved.updatedAt });
      // Changed during the save: after the usual pause, or at once when the editor has closed.
      else if (!current.mounted) void flush();
      else {
        setState({ kind: 'pending' });
        timer.current = setTimeout(() => void flush(), current.options.delayMs);
      }
    } catch (error) {
      current.saving = false;
      const theirs = current.options.conflictOf(error);
      if (theirs) {
        current.blocked = true;
        setState({ kind: 'conflict', current: theirs });
      } else {
        setState({ kind: 'failed', message: toApiError(error).message });
      }
    }
  }, []);

  // A change waits for the next one; an equal content (rebuilt by a render) changes nothing.
  const contentKey = keyOf(content);
  useEffect(() => {
    const current = live.current;
    if (!enabled || current.blocked || current.saving) return undefined;
    if (!unsaved(current, contentKey)) {
      setState((now) => (now.kind === 'saved' ? now : { kind: 'saved', at: current.base.updatedAt }));
      return undefined;
    }
    if (!isValid(current)) {
      setState({ kind: 'invalid' });
      return undefined;
    }
    setState((now) => (now.kind === 'pending' ? now : { kind: 'pending' }));
    timer.current = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer.current);
    // The effect reads the content through the ref; its key says when it changed.
  }, [enabled, contentKey, delayMs, flush]);

  // A newer version read elsewhere, while this editor has no change of its own: take it.
  const { server } = options;
  useEffect(() => {
    const current = live.current;
    if (!server || server.version <= current.base.version || current.saving || unsaved(current)) return;
    current.base = server;
    setSaved(current, current.options.contentOf(server));
    setBase(server);
    setState({ kind: 'saved', at: server.updatedAt });
    current.options.onAdopt?.(current.saved, server);
  }, [server]);

  // Unsaved edits: the browser asks before the tab closes or reloads.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (live.current.options.enabled && unsaved(live.current)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // Leaving the editor (another document, another page) sends what is left.
  useEffect(() => {
    const current = live.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      void flush();
    };
  }, [flush]);

  const retry = useCallback(() => void flush(), [flush]);

  const resolve = useCallback(
    (theirs: S, { saveNow = false }: { saveNow?: boolean } = {}) => {
      const current = live.current;
      current.base = theirs;
      setSaved(current, current.options.contentOf(theirs));
      current.blocked = false;
      setBase(theirs);
      setState({ kind: 'saved', at: theirs.updatedAt });
      if (saveNow) void flush();
    },
    [flush],
  );

  return { state, base, retry, resolve };
}
