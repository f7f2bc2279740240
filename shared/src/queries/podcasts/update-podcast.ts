import { apiClient, endpoints, type Podcast, type UpdatePodcastBody } from '@mediawatch/shared';

import { podcastKeys } from '../keys';
import { callOr, useInvalidatingMutation } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `PATCH /api/podcast/update/{id}` (docs/spec.md §7): a partial podcast. */
export const updatePodcast = (id: string, body: UpdatePodcastBody) =>
  callOr(() => apiClient.patch<Podcast>(endpoints.podcast.update(id), body), PODCAST_ERROR_MESSAGES.update);

export function useUpdatePodcast() {
  return useInvalidatingMutation((args: { id: string; body: UpdatePodcastBody }) => updatePodcast(args.id, args.body), [podcastKeys.all]);
}
