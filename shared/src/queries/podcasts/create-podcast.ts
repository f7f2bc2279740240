import { apiClient, endpoints, type Podcast, type PodcastInput } from '@mediawatch/shared';

import { podcastKeys } from '../keys';
import { callOr, useInvalidatingMutation } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `POST /api/podcast/add` (docs/spec.md §7). */
export const addPodcast = (body: PodcastInput) =>
  callOr(() => apiClient.post<Podcast>(endpoints.podcast.add, body), PODCAST_ERROR_MESSAGES.add);

/** Refreshes every podcast query, the footer player's playlist included. */
export function useAddPodcast() {
  return useInvalidatingMutation(addPodcast, [podcastKeys.all]);
}
