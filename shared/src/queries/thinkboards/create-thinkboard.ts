import { apiClient, endpoints, type Thinkboard, type ThinkboardInput } from '@mediawatch/shared';

import { thinkboardKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/thinkboard/add` (manageBoards): a new board, private unless shared. */
export async function createThinkboard(input: ThinkboardInput): Promise<Thinkboard> {
  const { data } = await apiClient.post<Thinkboard>(endpoints.thinkboard.add, input);
  return data;
}

export function useCreateThinkboard() {
  return useInvalidatingMutation(createThinkboard, [thinkboardKeys.all]);
}
