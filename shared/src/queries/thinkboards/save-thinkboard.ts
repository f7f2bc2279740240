import { apiClient, endpoints, type Thinkboard, type ThinkboardSave } from '@mediawatch/shared';

import { currentOnConflict } from '../mutation';

// ----------------------------------------------------------------------

export interface SaveThinkboardVariables {
  id: string;
  save: ThinkboardSave;
}

/**
 * `PUT /api/thinkboard/update/{id}` (manageBoards): the board made on
 * `save.version`. The canvas calls it as it goes (debounced) and keeps the
 * answer itself; a 409 is an `ApiError` whose body `conflictOf` reads.
 */
export async function saveThinkboard({ id, save }: SaveThinkboardVariables): Promise<Thinkboard> {
  const { data } = await apiClient.put<Thinkboard>(endpoints.thinkboard.update(id), save);
  return data;
}

/** The current board a 409 carries, or null when `error` is not a stale save's. */
export function conflictOf(error: unknown): Thinkboard | null {
  return currentOnConflict<Thinkboard>(error, (board) => typeof board.id === 'string' && typeof board.version === 'number');
}
