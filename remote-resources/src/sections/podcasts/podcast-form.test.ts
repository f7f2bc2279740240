import { EMPTY_PODCAST_FORM, validatePodcastForm } from './podcast-form';

describe('validatePodcastForm', () => {
  it('answers the API payload for valid values', () => {
    const result = validatePodcastForm({
      ...EMPTY_PODCAST_FORM,
      title: ' Weekly ',
      author: 'Desk',
      audioUrl: '/api/podcast/media/x.mp3',
      durationSeconds: '90',
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

  it('answers one message per invalid field', () => {
    const result = validatePodcastForm({ ...EMPTY_PODCAST_FORM, audioUrl: 'ftp://x', durationSeconds: '-3' });
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
