/** docs/spec.md §8: the texts of the podcast calls when the server gives no message. */
export const PODCAST_ERROR_MESSAGES = {
  all: 'Failed to fetch podcasts',
  one: 'Failed to fetch podcast',
  add: 'Failed to add podcast',
  update: 'Failed to update podcast',
  delete: 'Failed to delete podcast',
  search: 'Failed to search podcasts',
  featured: 'Failed to fetch featured podcasts',
} as const;

/** Ours: the texts of a failed media upload when the server gives no message. */
export const MEDIA_UPLOAD_ERROR_MESSAGES = {
  audio: 'Failed to upload the audio file',
  cover: 'Failed to upload the cover',
} as const;
