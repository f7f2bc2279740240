import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type NoteQuery, type NoteSummary } from '@mediawatch/shared';

import { noteKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/note/all`: the notes the user reads, newest first or best match first for a search (`q`). */
export async function getNotes(query: NoteQuery = {}): Promise<NoteSummary[]> {
  const { data } = await apiClient.get<NoteSummary[]>(endpoints.note.all, { params: toSearchParams(query) });
  return data;
}

export const getNotesQueryOptions = (query: NoteQuery = {}) =>
  queryOptions({ queryKey: noteKeys.list(query), queryFn: () => getNotes(query) });

export function useNotes(query: NoteQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNotesQueryOptions(query), enabled: options.enabled ?? true });
}
