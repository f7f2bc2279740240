import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ConsiderationQuery, type NoteSummary } from '@mediawatch/shared';

import { noteKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/note/considerations`: the notes flagged as editorial considerations, newest day first. */
export async function getConsiderations(query: ConsiderationQuery = {}): Promise<NoteSummary[]> {
  const { data } = await apiClient.get<NoteSummary[]>(endpoints.note.considerations, { params: toSearchParams(query) });
  return data;
}

export const getConsiderationsQueryOptions = (query: ConsiderationQuery = {}) =>
  queryOptions({ queryKey: noteKeys.considerations(query), queryFn: () => getConsiderations(query) });

export function useConsiderations(query: ConsiderationQuery = {}) {
  return useQuery(getConsiderationsQueryOptions(query));
}
