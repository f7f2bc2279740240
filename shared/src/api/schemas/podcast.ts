import { z } from 'zod';
import { PODCAST_LIMITS, type AUDIO_FORMATS } from '../limits';

export { AUDIO_FORMATS, PODCAST_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// One definition of the podcast payloads (docs/spec.md §3, 5, 7), used by the
// API (validation, serialization, OpenAPI), the podcasts page (form rules) and
// the player (types). Field names: docs/decisions/0005-podcast-fields.md.

export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/**
 * An audio or cover address: an absolute http(s) URL, or a path on this
 * site (what an upload answers, `/api/podcast/media/<file>`).
 */
const mediaUrlSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(PODCAST_LIMITS.urlMax, { error: `${label} must be at most ${PODCAST_LIMITS.urlMax} characters` })
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
      error: `${label} must be an http(s) URL or a path starting with /`,
    });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The fields a person writes (the add payload; the update payload is any part of it). */
export const podcastInputSchema = z.object({
  title: requiredText('Title', PODCAST_LIMITS.titleMax),
  author: requiredText('Author', PODCAST_LIMITS.authorMax),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(PODCAST_LIMITS.descriptionMax, {
      error: `Description must be at most ${PODCAST_LIMITS.descriptionMax} characters`,
    })
    .default(''),
  audioUrl: mediaUrlSchema('Audio URL'),
  coverArtUrl: mediaUrlSchema('Cover art URL').nullable().default(null),
  durationSeconds: z
    .number({ error: 'Duration must be a number of seconds' })
    .int({ error: 'Duration must be a whole number of seconds' })
    .min(0, { error: 'Duration cannot be negative' })
    .max(PODCAST_LIMITS.durationMax, { error: 'Duration must be at most 24 hours' })
    .nullable()
    .default(null),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});

export type PodcastInput = z.input<typeof podcastInputSchema>;

/** `POST /api/podcast/add`. */
export const addPodcastBodySchema = podcastInputSchema;

/** `PATCH /api/podcast/update/{id}`: any of the fields, at least one. */
export const updatePodcastBodySchema = z
  .object({
    title: podcastInputSchema.shape.title,
    author: podcastInputSchema.shape.author,
    description: podcastInputSchema.shape.description.unwrap(),
    audioUrl: podcastInputSchema.shape.audioUrl,
    coverArtUrl: podcastInputSchema.shape.coverArtUrl.unwrap(),
    durationSeconds: podcastInputSchema.shape.durationSeconds.unwrap(),
    featured: podcastInputSchema.shape.featured.unwrap(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to update' });

export type UpdatePodcastBody = z.input<typeof updatePodcastBodySchema>;

/** A podcast as the API answers it (docs/spec.md §3: `_id` plus the settled fields). */
export const podcastSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  coverArtUrl: z.string().nullable(),
  audioUrl: z.string(),
  durationSeconds: z.number().int().nullable(),
  featured: z.boolean(),
  /** Who created it (null: unknown), for the pages to hide what only its author or an admin may change. */
  createdBy: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Podcast = z.infer<typeof podcastSchema>;

export const podcastListSchema = z.array(podcastSchema);

export const podcastIdParamsSchema = z.object({
  id: z.string().trim().min(1, { error: 'Podcast id is required' }),
});

export const podcastSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text q is required' })
    .trim()
    .min(1, { error: 'Search text q is required' })
    .max(PODCAST_LIMITS.searchMax, { error: `Search text must be at most ${PODCAST_LIMITS.searchMax} characters` }),
});

/** `DELETE /api/podcast/delete/{id}` answers the id it removed. */
export const deletePodcastResponseSchema = z.object({ _id: z.string() });

/** What an upload to `POST /api/podcast/media` answers. */
export const mediaUploadResponseSchema = z.object({
  /** Where the file is served, e.g. `/api/podcast/media/<uuid>.mp3`; put it in audioUrl or coverArtUrl. */
  url: z.string(),
  kind: z.enum(['audio', 'cover']),
  /** The format read from the file's content (mp3, wav, …, png, jpeg, webp, gif). */
  format: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The audio's length, read by the server from the file; null for a cover. */
  durationSeconds: z.number().int().nullable(),
});

export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
