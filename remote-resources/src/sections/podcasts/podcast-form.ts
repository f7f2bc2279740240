import { zodResolver } from '@hookform/resolvers/zod';
import { type Podcast, type PodcastInput } from '@mediawatch/shared';
import { podcastInputSchema } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The add/edit form's values are the API payload itself, every field filled,
// and its rules are the shared zod schema the API also validates with, so the
// form refuses exactly what the server would and sends what it parsed.

export type PodcastFormValues = Required<PodcastInput>;

export const EMPTY_PODCAST_FORM: PodcastFormValues = {
  title: '',
  author: '',
  description: '',
  audioUrl: '',
  coverArtUrl: null,
  durationSeconds: null,
  featured: false,
};

export function toFormValues(podcast: Podcast): PodcastFormValues {
  const { title, author, description, audioUrl, coverArtUrl, durationSeconds, featured } = podcast;
  return { title, author, description, audioUrl, coverArtUrl, durationSeconds, featured };
}

/** The form's resolver: the payload for the API, or the first message of each invalid field (English, as the schema words it). */
export const podcastFormResolver = zodResolver(podcastInputSchema);

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
