import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Note } from '@mediawatch/shared';

import { noteKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/note/{id}`: one note with its links and backlinks. */
export async function getNote(id: string): Promise<Note> {
  const { data } = await apiClient.get<Note>(endpoints.note.one(id));
  return data;
}

export const getNoteQueryOptions = (id: string) => queryOptions({ queryKey: noteKeys.detail(id), queryFn: () => getNote(id) });

export function useNote(id: string | null) {
  return useQuery({ ...getNoteQueryOptions(id ?? ''), enabled: !!id });
}
