import { useQueryClient } from '@tanstack/react-query';
import type { Thinkboard } from '@mediawatch/shared';
import { conflictOf, saveThinkboard, thinkboardKeys } from '@mediawatch/shared/queries';

import { useAutosave, type AutosaveState } from '../../hooks/use-autosave';
import { mergeBoards, type BoardContent } from './merge';

// ----------------------------------------------------------------------
// Saving a board as it is edited (decision 0026), with the shared engine
// (hooks/use-autosave): a change waits SAVE_DELAY_MS for the next one, then the
// whole content is sent with the version it was made on. A 409 stops saving
// and keeps the edits: the user merges them into the latest version or drops
// them, and nothing is thrown away without that choice.

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

const STATUS: Record<AutosaveState<Thinkboard>['kind'], SyncStatus> = {
  saved: 'saved',
  pending: 'pending',
  invalid: 'pending',
  saving: 'saving',
  conflict: 'conflict',
  failed: 'error',
};

/**
 * Saves `content` (the editor's) on `board` as it changes; nothing when
 * `enabled` is false. A newer version of the board read by the page while
 * the editor has no change of its own is taken: `onAdopt` gets its content.
 */
export function useBoardSync(
  board: Thinkboard,
  content: BoardContent,
  enabled: boolean,
  onAdopt?: (content: BoardContent, board: Thinkboard) => void,
): BoardSync {
  const queryClient = useQueryClient();
  const { state, base, retry, resolve } = useAutosave<BoardContent, Thinkboard>({
    initial: board,
    content,
    contentOf,
    send: async (sent, _previous, on) => {
      const saved = await saveThinkboard({ id: on.id, save: { version: on.version, ...sent } });
      queryClient.setQueryData(thinkboardKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: thinkboardKeys.lists() });
      return saved;
    },
    conflictOf,
    enabled,
    delayMs: SAVE_DELAY_MS,
    server: board,
    onAdopt,
  });
  const conflict = state.kind === 'conflict' ? state.current : null;

  return {
    status: STATUS[state.kind],
    base,
    conflict,
    error: state.kind === 'failed' ? state.message : null,
    retry,
    resolve: (choice) => {
      const theirs = conflict ?? base;
      const next = choice === 'merge' ? mergeBoards(contentOf(base), content, contentOf(theirs)) : contentOf(theirs);
      resolve(theirs);
      queryClient.setQueryData(thinkboardKeys.detail(theirs.id), theirs);
      return next;
    },
  };
}
