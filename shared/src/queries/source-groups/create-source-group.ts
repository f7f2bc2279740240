import { apiClient, endpoints, type SourceGroup, type SourceGroupInput } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/sourceGroup/add`. */
export async function createSourceGroup(input: SourceGroupInput): Promise<SourceGroup> {
  const { data } = await apiClient.post<SourceGroup>(endpoints.sourceGroup.add, input);
  return data;
}

/** Sources list their groupIds. */
export function useCreateSourceGroup() {
  return useInvalidatingMutation(createSourceGroup, [sourceGroupKeys.all, sourceKeys.all]);
}
