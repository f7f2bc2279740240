import type { FieldErrors } from 'react-hook-form';

import { EMPTY_PODCAST_FORM, podcastFormResolver, type PodcastFormValues } from './podcast-form';

// The form's resolver, as react-hook-form calls it on submit.
async function validatePodcastForm(values: PodcastFormValues) {
  const result = await podcastFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors: FieldErrors<PodcastFormValues> = result.errors;
  if (Object.keys(errors).length === 0) return { ok: true, body: result.values };
  return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])) };
}

describe('podcastFormResolver', () => {
  it('answers the API payload for valid values', async () => {
    const result = await validatePodcastForm({
      ...EMPTY_PODCAST_FORM,
      title: ' Weekly ',
      author: 'Desk',
      audioUrl: '/api/podcast/media/x.mp3',
      durationSeconds: 90,
      featured: true,
    });
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Weekly',
        author: 'Desk',
        description: '',
        audioUrl: '/api/podcast/media/x.mp3',
        coverArtUrl: null,
        durationSeconds: 90,
        featured: true,
      },
    });
  });

  it('answers one message per invalid field', async () => {
    const result = await validatePodcastForm({ ...EMPTY_PODCAST_FORM, audioUrl: 'ftp://x', durationSeconds: -3 });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        author: 'Author is required',
        audioUrl: 'Audio URL must be an http(s) URL or a path starting with /',
        durationSeconds: 'Duration cannot be negative',
      },
    });
  });
});
