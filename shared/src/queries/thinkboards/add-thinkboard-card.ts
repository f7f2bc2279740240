import { apiClient, endpoints, type Thinkboard, type ThinkboardAddCard } from '@mediawatch/shared';

import { thinkboardKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface AddThinkboardCardVariables {
  boardId: string;
  card: ThinkboardAddCard;
}

/** `POST /api/thinkboard/addCard/{id}` (manageBoards): one card, placed below the others (the reader's action). */
export async function addThinkboardCard({ boardId, card }: AddThinkboardCardVariables): Promise<Thinkboard> {
  const { data } = await apiClient.post<Thinkboard>(endpoints.thinkboard.addCard(boardId), card);
  return data;
}

export function useAddThinkboardCard() {
  return useInvalidatingMutation(addThinkboardCard, [thinkboardKeys.all]);
}
