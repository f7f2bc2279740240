import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, endpoints, type Note, type NoteUpdate } from '@mediawatch/shared';

import { noteKeys } from '../keys';
import { currentOnConflict } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateNoteVariables {
  id: string;
  /** The fields to save and the version they were edited on. */
  update: NoteUpdate;
}

/** `PATCH /api/note/update/{id}` (manageNotes, the author): refused with 409 when the note was saved since `update.version`. */
export async function updateNote({ id, update }: UpdateNoteVariables): Promise<Note> {
  const { data } = await apiClient.patch<Note>(endpoints.note.update(id), update);
  return data;
}

/** The note as it is on the server when `error` is the 409 of a stale save (the API's noteConflictSchema), else null. */
export function staleNoteOf(error: unknown): Note | null {
  return currentOnConflict<Note>(error, (note) => typeof note.id === 'string' && typeof note.version === 'number');
}

/**
 * Saves a note. The saved note goes straight into its detail query (an
 * editor on it keeps its text and takes the new version) and every list,
 * history and considerations query under `noteKeys.all` refreshes.
 */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: async (note) => {
      queryClient.setQueryData(noteKeys.detail(note.id), note);
      await queryClient.invalidateQueries({
        queryKey: noteKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== note.id,
      });
    },
  });
}
