import { apiClient, endpoints, type Source, type SourceUpdate } from '@mediawatch/shared';

import { sourceGroupKeys, sourceKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateSourceVariables {
  id: string;
  update: SourceUpdate;
}

/** `PATCH /api/source/update/{id}`: only the fields sent change. */
export async function updateSource({ id, update }: UpdateSourceVariables): Promise<Source> {
  const { data } = await apiClient.patch<Source>(endpoints.source.update(id), update);
  return data;
}

export function useUpdateSource() {
  return useInvalidatingMutation(updateSource, [sourceKeys.all, sourceGroupKeys.all]);
}
