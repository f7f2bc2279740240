import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, type Thinkboard } from '@mediawatch/shared';
import { conflictOf, saveThinkboard, thinkboardKeys } from '@mediawatch/shared/queries';

import { contentChanged, mergeBoards, type BoardContent } from './merge';

// ----------------------------------------------------------------------
// Saving a board as it is edited (decision 0026): a change waits SAVE_DELAY_MS
// for the next one, then the content is sent with the version it was made on.
// One save at a time; a change made during a save is sent after it. A 409
// stops saving and keeps the edits: the user merges them into the latest
// version or drops them, and nothing is thrown away without that choice.

export const SAVE_DELAY_MS = 800;

export type SyncStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

export const contentOf = (board: Pick<Thinkboard, 'title' | 'shared' | 'cards' | 'links'>): BoardContent => ({
  title: board.title,
  shared: board.shared,
  cards: board.cards,
  links: board.links,
});

export interface BoardSync {
  status: SyncStatus;
  /** The last version the server confirmed (or sent with a conflict, once resolved). */
  base: Thinkboard;
  /** The board as another save left it, while a conflict waits for the user's choice. */
  conflict: Thinkboard | null;
  error: string | null;
  retry: () => void;
  /** Resolves a conflict: the content to show (this tab's edits re-applied, or the latest as it is). */
  resolve: (choice: 'merge' | 'reload') => BoardContent;
}

/** Saves `content` (the editor's) on board `initial` as it changes; nothing when `enabled` is false. */
export function useBoardSync(initial: Thinkboard, content: BoardContent, enabled: boolean): BoardSync {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const [status, setStatus] = useState<SyncStatus>('saved');
  const [conflict, setConflict] = useState<Thinkboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ content, base, saving: false, blocked: false });
  latest.current.content = content;
  latest.current.base = base;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    const state = latest.current;
    if (state.saving || state.blocked) return;
    const sent = state.content;
    if (!contentChanged(sent, contentOf(state.base))) {
      setStatus('saved');
      return;
    }
    state.saving = true;
    setStatus('saving');
    try {
      const saved = await saveThinkboard({ id: state.base.id, save: { version: state.base.version, ...sent } });
      state.base = saved;
      setBase(saved);
      setError(null);
      queryClient.setQueryData(thinkboardKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: thinkboardKeys.lists() });
      state.saving = false;
      if (contentChanged(state.content, sent)) {
        setStatus('pending');
        timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
      } else {
        setStatus('saved');
      }
    } catch (failure) {
      state.saving = false;
      const current = conflictOf(failure);
      if (current) {
        state.blocked = true;
        setConflict(current);
        setStatus('conflict');
      } else {
        setError(toApiError(failure).message);
        setStatus('error');
      }
    }
  }, [queryClient]);

  // Keyed by the content's text: a render that rebuilds an equal content (a card measured, selected) changes nothing.
  const contentKey = JSON.stringify(content);
  const baseKey = JSON.stringify(contentOf(base));
  useEffect(() => {
    if (!enabled || latest.current.blocked) return undefined;
    if (contentKey === baseKey) {
      if (!latest.current.saving) setStatus('saved');
      return undefined;
    }
    if (!latest.current.saving) setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [enabled, contentKey, baseKey, flush]);

  // Unsaved edits: the browser asks before the tab closes or reloads.
  useEffect(() => {
    if (status === 'saved') return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const resolve = useCallback(
    (choice: 'merge' | 'reload'): BoardContent => {
      const state = latest.current;
      const theirs = conflict ?? state.base;
      const next = choice === 'merge' ? mergeBoards(contentOf(state.base), state.content, contentOf(theirs)) : contentOf(theirs);
      state.base = theirs;
      state.blocked = false;
      setBase(theirs);
      setConflict(null);
      queryClient.setQueryData(thinkboardKeys.detail(theirs.id), theirs);
      return next;
    },
    [conflict, queryClient],
  );

  const retry = useCallback(() => void flush(), [flush]);

  return { status, base, conflict, error, retry, resolve };
}
