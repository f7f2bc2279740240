import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type NoteVersion } from '@mediawatch/shared';

import { noteKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/note/versions/{id}`: a note's history, newest first. */
export async function getNoteVersions(id: string): Promise<NoteVersion[]> {
  const { data } = await apiClient.get<NoteVersion[]>(endpoints.note.versions(id));
  return data;
}

export const getNoteVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: noteKeys.versions(id), queryFn: () => getNoteVersions(id) });

export function useNoteVersions(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNoteVersionsQueryOptions(id), enabled: options.enabled ?? true });
}
