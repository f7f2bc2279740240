import { apiClient, endpoints, type SourceGroup, type SourceGroupUpdate } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateSourceGroupVariables {
  id: string;
  update: SourceGroupUpdate;
}

/** `PATCH /api/sourceGroup/update/{id}`: `sourceIds`, when sent, replaces the membership. */
export async function updateSourceGroup({ id, update }: UpdateSourceGroupVariables): Promise<SourceGroup> {
  const { data } = await apiClient.patch<SourceGroup>(endpoints.sourceGroup.update(id), update);
  return data;
}

export function useUpdateSourceGroup() {
  return useInvalidatingMutation(updateSourceGroup, [sourceGroupKeys.all, sourceKeys.all]);
}
