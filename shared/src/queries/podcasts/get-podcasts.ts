import { queryOptions } from '@tanstack/react-query';
import { apiClient, endpoints, type Podcast } from '@mediawatch/shared';

import { podcastKeys } from '../keys';
import { callOr } from '../mutation';
import { PODCAST_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

/** `GET /api/podcast/all`: the player's playlist and the podcasts page (docs/spec.md §7). */
export const getPodcasts = () => callOr(() => apiClient.get<Podcast[]>(endpoints.podcast.all), PODCAST_ERROR_MESSAGES.all);

export const podcastsQuery = () => queryOptions({ queryKey: podcastKeys.list(), queryFn: getPodcasts });
