import { apiClient, endpoints } from '@mediawatch/shared';

import { thinkboardKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/thinkboard/delete/{id}`: its owner (an admin, for a shared board). */
export async function deleteThinkboard(id: string): Promise<void> {
  await apiClient.delete(endpoints.thinkboard.delete(id));
}

export function useDeleteThinkboard() {
  return useInvalidatingMutation(deleteThinkboard, [thinkboardKeys.all]);
}
