import type { Podcast, PodcastInput } from '@mediawatch/shared';
import { podcastInputSchema } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The add/edit form's values and rules: the shared zod schema the API also
// validates with, so the form refuses exactly what the server would.

export interface PodcastFormValues {
  title: string;
  author: string;
  description: string;
  audioUrl: string;
  coverArtUrl: string;
  /** Whole seconds as typed; empty when unknown. */
  durationSeconds: string;
  featured: boolean;
}

export type PodcastFormErrors = Partial<Record<keyof PodcastFormValues, string>>;

export const EMPTY_PODCAST_FORM: PodcastFormValues = {
  title: '',
  author: '',
  description: '',
  audioUrl: '',
  coverArtUrl: '',
  durationSeconds: '',
  featured: false,
};

export function toFormValues(podcast: Podcast): PodcastFormValues {
  return {
    title: podcast.title,
    author: podcast.author,
    description: podcast.description,
    audioUrl: podcast.audioUrl,
    coverArtUrl: podcast.coverArtUrl ?? '',
    durationSeconds: podcast.durationSeconds === null ? '' : String(podcast.durationSeconds),
    featured: podcast.featured,
  };
}

/** The payload for the API, or the first error of each field. */
export function validatePodcastForm(
  values: PodcastFormValues,
): { ok: true; body: PodcastInput } | { ok: false; errors: PodcastFormErrors } {
  const duration = values.durationSeconds.trim();
  const candidate = {
    title: values.title,
    author: values.author,
    description: values.description,
    audioUrl: values.audioUrl,
    coverArtUrl: values.coverArtUrl.trim() === '' ? null : values.coverArtUrl,
    durationSeconds: duration === '' ? null : Number(duration),
    featured: values.featured,
  };
  const result = podcastInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, body: result.data };
  const errors: PodcastFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PodcastFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Reads an audio file's length in the browser (whole seconds), or null when it can't. */
export function readAudioDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? Math.round(audio.duration) : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}
