import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type OpmlImportBody, type OpmlImportResult } from '@mediawatch/shared';

import { sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `POST /api/source/opml`: creates a source per new feed; known feed URLs are skipped. */
export async function importOpml(body: OpmlImportBody): Promise<OpmlImportResult> {
  const { data } = await apiClient.post<OpmlImportResult>('/source/opml', body);
  return data;
}

export function useImportOpml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOpml,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
