import { apiClient, endpoints } from '@mediawatch/shared';

import { articleKeys, sourceGroupKeys, sourceKeys, workerKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/source/delete/{id}`: the source's articles and fetch runs go with it. */
export async function deleteSource(id: string): Promise<void> {
  await apiClient.delete(endpoints.source.delete(id));
}

export function useDeleteSource() {
  return useInvalidatingMutation(deleteSource, [sourceKeys.all, sourceGroupKeys.all, articleKeys.all, workerKeys.all]);
}
