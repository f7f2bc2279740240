import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type Note, type NoteLinkKind, type NoteUpdate } from '@mediawatch/shared';
import { staleNoteOf, useUpdateNote } from '@mediawatch/shared/queries';

// ----------------------------------------------------------------------
// Autosave for the note editor: a pause in typing saves what changed, on the
// version the editor holds. A save refused as stale (another tab or person
// saved since) stops autosaving and shows both choices; nothing is
// overwritten without the person asking for it.

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

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; current: Note };

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

const isEmpty = (changes: object) => Object.keys(changes).length === 0;

export function useNoteAutosave(note: Note, editable: boolean) {
  // The mutate functions are stable; the mutation's result object is new on each render.
  const { mutateAsync, mutate } = useUpdateNote();
  const [draft, setDraftState] = useState<NoteDraft>(() => draftOf(note));
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: note.updatedAt });
  // What the server holds (as far as this editor knows) and its version.
  const saved = useRef<NoteDraft>(draftOf(note));
  const version = useRef(note.version);
  const draftRef = useRef(draft);
  const saving = useRef(false);

  const setDraft = useCallback((change: Partial<NoteDraft>) => {
    setDraftState((current) => {
      const next = { ...current, ...change };
      draftRef.current = next;
      return next;
    });
  }, []);

  const save = useCallback(async () => {
    if (saving.current) return;
    const sent = draftRef.current;
    const changes = changesOf(sent, saved.current);
    if (isEmpty(changes)) return;
    saving.current = true;
    setState({ kind: 'saving' });
    const body: NoteUpdate = { ...changes, version: version.current };
    try {
      const result = await mutateAsync({ id: note.id, update: body });
      version.current = result.version;
      saved.current = sent;
      setState(isEmpty(changesOf(draftRef.current, sent)) ? { kind: 'saved', at: result.updatedAt } : { kind: 'pending' });
    } catch (error) {
      const current = staleNoteOf(error);
      setState(current ? { kind: 'conflict', current } : { kind: 'failed', message: toApiError(error).message });
    } finally {
      saving.current = false;
    }
  }, [note.id, mutateAsync]);

  // A pause after a change saves it.
  useEffect(() => {
    if (!editable || state.kind === 'conflict' || state.kind === 'failed' || state.kind === 'saving') return undefined;
    const changes = changesOf(draft, saved.current);
    if (isEmpty(changes)) return undefined;
    if (!draft.title.trim()) {
      setState({ kind: 'invalid' });
      return undefined;
    }
    if (state.kind !== 'pending') setState({ kind: 'pending' });
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, editable, save, state.kind]);

  // A newer version read from the server (another tab saved, this one has no change of its own): take it.
  useEffect(() => {
    if (note.version <= version.current || saving.current) return;
    if (!isEmpty(changesOf(draftRef.current, saved.current))) return;
    version.current = note.version;
    saved.current = draftOf(note);
    draftRef.current = saved.current;
    setDraftState(saved.current);
    setState({ kind: 'saved', at: note.updatedAt });
  }, [note]);

  // Leaving the note (another note, another page) saves what is left; closing the tab asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isEmpty(changesOf(draftRef.current, saved.current))) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const flush = useRef(() => {});
  flush.current = () => {
    if (!editable || saving.current || !draftRef.current.title.trim()) return;
    const changes = changesOf(draftRef.current, saved.current);
    if (!isEmpty(changes)) mutate({ id: note.id, update: { ...changes, version: version.current } });
  };
  useEffect(() => () => flush.current(), []);

  /** Conflict: drop this editor's changes and take the note as saved elsewhere. */
  const takeTheirs = useCallback(() => {
    if (state.kind !== 'conflict') return;
    const current = draftOf(state.current);
    version.current = state.current.version;
    saved.current = current;
    draftRef.current = current;
    setDraftState(current);
    setState({ kind: 'saved', at: state.current.updatedAt });
  }, [state]);

  /** Conflict: save this editor's text over the newer version, knowingly. */
  const keepMine = useCallback(() => {
    if (state.kind !== 'conflict') return;
    version.current = state.current.version;
    saved.current = draftOf(state.current);
    setState({ kind: 'pending' });
    void save();
  }, [save, state]);

  /** After a failure: try again now. */
  const retry = useCallback(() => {
    setState({ kind: 'pending' });
    void save();
  }, [save]);

  return { draft, setDraft, state, takeTheirs, keepMine, retry };
}
