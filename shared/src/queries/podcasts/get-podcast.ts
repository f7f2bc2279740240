import { apiClient, endpoints, type Podcast } from '@mediawatch/shared';

import { callOr } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `GET /api/podcast/{id}` (docs/spec.md §7). */
export const getPodcast = (id: string) => callOr(() => apiClient.get<Podcast>(endpoints.podcast.one(id)), PODCAST_ERROR_MESSAGES.one);
