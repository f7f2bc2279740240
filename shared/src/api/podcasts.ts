import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, apiClient, toApiError } from './client';
import { endpoints } from './endpoints';
import type { MediaUploadResponse, Podcast, PodcastInput, UpdatePodcastBody } from './schemas/podcast';

// ----------------------------------------------------------------------
// The podcast calls of spec section 7, for every remote: the player reads the
// list, the podcasts page writes. Both use these query keys through the shared
// QueryClient, so a mutation on the page refreshes the player's playlist.

/** Spec section 8: the texts when the server gives no message. */
export const PODCAST_ERROR_MESSAGES = {
  all: 'Failed to fetch podcasts',
  one: 'Failed to fetch podcast',
  add: 'Failed to add podcast',
  update: 'Failed to update podcast',
  delete: 'Failed to delete podcast',
  search: 'Failed to search podcasts',
  featured: 'Failed to fetch featured podcasts',
} as const;

/** Query keys; everything under `podcastKeys.all` is refreshed after a write. */
export const podcastKeys = {
  all: ['podcasts'] as const,
  list: () => [...podcastKeys.all, 'list'] as const,
  detail: (id: string) => [...podcastKeys.all, 'detail', id] as const,
  search: (query: string) => [...podcastKeys.all, 'search', query] as const,
  featured: () => [...podcastKeys.all, 'featured'] as const,
};

function hasServerMessage(body: unknown): boolean {
  if (typeof body === 'string') return body.trim().length > 0;
  return !!body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string';
}

/** Runs a call; a failure is logged and rethrown with the server's message or `fallback` (spec section 8). */
async function call<T>(request: () => Promise<{ data: T }>, fallback: string): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    const apiError = toApiError(error, fallback);
    // The client's interceptor already put its generic text on errors without a body: the call's own text is better.
    const failure = hasServerMessage(apiError.body) ? apiError : new ApiError(fallback, apiError.status, apiError.body);
    console.error(fallback, failure);
    throw failure;
  }
}

// ----------------------------------------------------------------------

export const getPodcasts = () => call(() => apiClient.get<Podcast[]>(endpoints.podcast.all), PODCAST_ERROR_MESSAGES.all);

export const getPodcast = (id: string) =>
  call(() => apiClient.get<Podcast>(endpoints.podcast.one(id)), PODCAST_ERROR_MESSAGES.one);

export const searchPodcasts = (query: string) =>
  call(() => apiClient.get<Podcast[]>(endpoints.podcast.search(query)), PODCAST_ERROR_MESSAGES.search);

export const getFeaturedPodcasts = () =>
  call(() => apiClient.get<Podcast[]>(endpoints.podcast.featured), PODCAST_ERROR_MESSAGES.featured);

export const addPodcast = (body: PodcastInput) =>
  call(() => apiClient.post<Podcast>(endpoints.podcast.add, body), PODCAST_ERROR_MESSAGES.add);

export const updatePodcast = (id: string, body: UpdatePodcastBody) =>
  call(() => apiClient.patch<Podcast>(endpoints.podcast.update(id), body), PODCAST_ERROR_MESSAGES.update);

export const deletePodcast = (id: string) =>
  call(() => apiClient.delete<{ _id: string }>(endpoints.podcast.delete(id)), PODCAST_ERROR_MESSAGES.delete);

/**
 * Uploads an audio file or a cover; `onProgress` gets 0..1 as bytes leave.
 * Answers the URL to put in audioUrl or coverArtUrl.
 */
export function uploadPodcastMedia(
  file: Blob,
  kind: 'audio' | 'cover',
  onProgress?: (fraction: number) => void,
): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return call(
    () =>
      apiClient.post<MediaUploadResponse>(`${endpoints.podcast.media}?kind=${kind}`, form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
        },
      }),
    kind === 'audio' ? 'Failed to upload the audio file' : 'Failed to upload the cover',
  );
}

// ----------------------------------------------------------------------

export const podcastsQuery = () => queryOptions({ queryKey: podcastKeys.list(), queryFn: getPodcasts });

export const podcastQuery = (id: string) => queryOptions({ queryKey: podcastKeys.detail(id), queryFn: () => getPodcast(id) });

export const podcastSearchQuery = (query: string) =>
  queryOptions({ queryKey: podcastKeys.search(query), queryFn: () => searchPodcasts(query), enabled: query.trim().length > 0 });

export const featuredPodcastsQuery = () => queryOptions({ queryKey: podcastKeys.featured(), queryFn: getFeaturedPodcasts });

/** Add, update and delete, each refreshing every podcast query (the player's playlist included). */
export function usePodcastMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: podcastKeys.all });
  return {
    add: useMutation({ mutationFn: addPodcast, onSuccess }),
    update: useMutation({ mutationFn: (args: { id: string; body: UpdatePodcastBody }) => updatePodcast(args.id, args.body), onSuccess }),
    remove: useMutation({ mutationFn: deletePodcast, onSuccess }),
  };
}
