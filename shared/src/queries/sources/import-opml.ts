import { apiClient, endpoints, type OpmlImportBody, type OpmlImportResult } from '@mediawatch/shared';

import { sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/source/opml`: creates a source per new feed; known feed URLs are skipped. */
export async function importOpml(body: OpmlImportBody): Promise<OpmlImportResult> {
  const { data } = await apiClient.post<OpmlImportResult>(endpoints.source.opml, body);
  return data;
}

export function useImportOpml() {
  return useInvalidatingMutation(importOpml, [sourceKeys.all]);
}
