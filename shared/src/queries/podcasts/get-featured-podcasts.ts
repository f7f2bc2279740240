import { apiClient, endpoints, type Podcast } from '@mediawatch/shared';

import { callOr } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `GET /api/podcast/featured` (docs/spec.md §7). */
export const getFeaturedPodcasts = () =>
  callOr(() => apiClient.get<Podcast[]>(endpoints.podcast.featured), PODCAST_ERROR_MESSAGES.featured);
