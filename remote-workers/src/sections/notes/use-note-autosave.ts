import { useCallback, useState } from 'react';
import type { Note, NoteLinkKind } from '@mediawatch/shared';
import { staleNoteOf, useUpdateNote } from '@mediawatch/shared/queries';

import { useAutosave, type AutosaveState } from '../../hooks/use-autosave';

// ----------------------------------------------------------------------
// Autosave for the note editor (the shared engine: hooks/use-autosave): a
// pause in typing saves what changed, on the version the editor holds. A save
// refused as stale (another tab or person saved since) stops autosaving and
// shows both choices; nothing is overwritten without the person asking for it.

/** What the editor edits. */
export interface NoteDraft {
  title: string;
  body: string;
  tags: string[];
  shared: boolean;
  considerationDay: string | null;
  articleIds: string[];
  topicIds: string[];
  noteIds: string[];
}

export type SaveState = AutosaveState<Note>;

/** How long typing pauses before a save. */
export const AUTOSAVE_DELAY_MS = 1000;

const LINK_FIELD: Record<NoteLinkKind, 'articleIds' | 'topicIds' | 'noteIds'> = {
  article: 'articleIds',
  topic: 'topicIds',
  note: 'noteIds',
};

export function draftOf(note: Note): NoteDraft {
  const ids = (kind: NoteLinkKind) => note.links.filter((link) => link.kind === kind).map((link) => link.id);
  return {
    title: note.title,
    body: note.body,
    tags: note.tags,
    shared: note.shared,
    considerationDay: note.considerationDay,
    articleIds: ids('article'),
    topicIds: ids('topic'),
    noteIds: ids('note'),
  };
}

/** The draft's field that holds links of `kind`. */
export const linkField = (kind: NoteLinkKind) => LINK_FIELD[kind];

/** The fields of `draft` that differ from `saved`. */
export function changesOf(draft: NoteDraft, saved: NoteDraft): Partial<NoteDraft> {
  const changes: Partial<NoteDraft> = {};
  for (const key of Object.keys(draft) as Array<keyof NoteDraft>) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(saved[key])) Object.assign(changes, { [key]: draft[key] });
  }
  return changes;
}

export function useNoteAutosave(note: Note, editable: boolean) {
  // The mutate function is stable; the mutation's result object is new on each render.
  const { mutateAsync } = useUpdateNote();
  const [draft, setDraftState] = useState<NoteDraft>(() => draftOf(note));
  const setDraft = useCallback((change: Partial<NoteDraft>) => setDraftState((current) => ({ ...current, ...change })), []);

  const { state, retry, resolve } = useAutosave<NoteDraft, Note>({
    initial: note,
    content: draft,
    contentOf: draftOf,
    // Only what changed is sent, on the version the editor holds.
    send: (content, previous, base) => mutateAsync({ id: base.id, update: { ...changesOf(content, previous), version: base.version } }),
    conflictOf: staleNoteOf,
    enabled: editable,
    delayMs: AUTOSAVE_DELAY_MS,
    valid: (content) => content.title.trim().length > 0,
    // Another tab saved and this editor has no change of its own: show that version.
    server: note,
    onAdopt: setDraftState,
  });

  /** Conflict: drop this editor's changes and take the note as saved elsewhere. */
  const takeTheirs = useCallback(() => {
    if (state.kind !== 'conflict') return;
    setDraftState(draftOf(state.current));
    resolve(state.current);
  }, [resolve, state]);

  /** Conflict: save this editor's text over the newer version, knowingly. */
  const keepMine = useCallback(() => {
    if (state.kind === 'conflict') resolve(state.current, { saveNow: true });
  }, [resolve, state]);

  return { draft, setDraft, state, takeTheirs, keepMine, retry };
}
