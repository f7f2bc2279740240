import { apiClient, endpoints, type Source, type SourceAdd } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/**
 * `POST /api/source/add`: the server fetches the new source within 10 s. A feed
 * another source polls is a 409 unless `duplicateReason` says why
 * (docs/decisions/0045-one-feed-one-source.md).
 */
export async function createSource(input: SourceAdd): Promise<Source> {
  const { data } = await apiClient.post<Source>(endpoints.source.add, input);
  return data;
}

/** Group membership counts change with the source's groupIds. */
export function useCreateSource() {
  return useInvalidatingMutation(createSource, [sourceKeys.all, sourceGroupKeys.all]);
}
