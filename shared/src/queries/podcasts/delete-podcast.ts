import { apiClient, endpoints } from '@mediawatch/shared';

import { podcastKeys } from '../keys';
import { callOr, useInvalidatingMutation } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `DELETE /api/podcast/delete/{id}` (docs/spec.md §7). */
export const deletePodcast = (id: string) =>
  callOr(() => apiClient.delete<{ _id: string }>(endpoints.podcast.delete(id)), PODCAST_ERROR_MESSAGES.delete);

export function useDeletePodcast() {
  return useInvalidatingMutation(deletePodcast, [podcastKeys.all]);
}
