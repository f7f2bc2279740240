import { queryOptions } from '@tanstack/react-query';
import { apiClient, endpoints, type Podcast } from '@mediawatch/shared';

import { podcastKeys } from '../keys';
import { callOr } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `GET /api/podcast/search?q=` (docs/spec.md §7). */
export const searchPodcasts = (query: string) =>
  callOr(() => apiClient.get<Podcast[]>(endpoints.podcast.search(query)), PODCAST_ERROR_MESSAGES.search);

export const podcastSearchQuery = (query: string) =>
  queryOptions({ queryKey: podcastKeys.search(query), queryFn: () => searchPodcasts(query), enabled: query.trim().length > 0 });
