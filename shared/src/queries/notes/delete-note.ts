import { apiClient, endpoints } from '@mediawatch/shared';

import { noteKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/note/delete/{id}` (manageNotes, the author). */
export async function deleteNote(id: string): Promise<void> {
  await apiClient.delete(endpoints.note.delete(id));
}

export function useDeleteNote() {
  return useInvalidatingMutation(deleteNote, [noteKeys.all]);
}
