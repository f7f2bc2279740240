import { apiClient, endpoints, type MediaUploadResponse } from '@mediawatch/shared';

import { callOr } from '../mutation';
import { MEDIA_UPLOAD_ERROR_MESSAGES } from './messages';

// ----------------------------------------------------------------------

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
  return callOr(
    () =>
      apiClient.post<MediaUploadResponse>(endpoints.podcast.media, form, {
        params: { kind },
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
        },
      }),
    MEDIA_UPLOAD_ERROR_MESSAGES[kind],
  );
}
