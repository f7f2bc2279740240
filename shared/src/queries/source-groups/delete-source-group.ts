import { apiClient, endpoints } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/sourceGroup/delete/{id}`: the group goes, its sources stay. */
export async function deleteSourceGroup(id: string): Promise<void> {
  await apiClient.delete(endpoints.sourceGroup.delete(id));
}

export function useDeleteSourceGroup() {
  return useInvalidatingMutation(deleteSourceGroup, [sourceGroupKeys.all, sourceKeys.all]);
}
