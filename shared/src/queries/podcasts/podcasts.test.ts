import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

import { axiosClient } from '@mediawatch/shared/testing';
import {
  PODCAST_ERROR_MESSAGES,
  addPodcast,
  deletePodcast,
  getFeaturedPodcasts,
  getPodcast,
  getPodcasts,
  searchPodcasts,
  updatePodcast,
} from '@mediawatch/shared/queries';

const original = axiosClient.defaults.adapter;
afterEach(() => {
  axiosClient.defaults.adapter = original;
  jest.restoreAllMocks();
});

function answer(status: number, data: unknown): { requests: InternalAxiosRequestConfig[] } {
  const seen = { requests: [] as InternalAxiosRequestConfig[] };
  const adapter: AxiosAdapter = async (config) => {
    seen.requests.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
  axiosClient.defaults.adapter = adapter;
  return seen;
}

const body = { title: 'T', author: 'A', audioUrl: '/api/podcast/media/x.mp3' };

const CALLS = [
  ['fetch all', () => getPodcasts(), PODCAST_ERROR_MESSAGES.all, 'get', '/podcast/all'],
  ['fetch one', () => getPodcast('a b'), PODCAST_ERROR_MESSAGES.one, 'get', '/podcast/a%20b'],
  ['add', () => addPodcast(body), PODCAST_ERROR_MESSAGES.add, 'post', '/podcast/add'],
  ['update', () => updatePodcast('id1', { featured: true }), PODCAST_ERROR_MESSAGES.update, 'patch', '/podcast/update/id1'],
  ['delete', () => deletePodcast('id1'), PODCAST_ERROR_MESSAGES.delete, 'delete', '/podcast/delete/id1'],
  ['search', () => searchPodcasts('a&b'), PODCAST_ERROR_MESSAGES.search, 'get', '/podcast/search?q=a%26b'],
  ['featured', () => getFeaturedPodcasts(), PODCAST_ERROR_MESSAGES.featured, 'get', '/podcast/featured'],
] as const;

describe('podcast calls', () => {
  it('has the default texts of docs/spec.md §8', () => {
    expect(PODCAST_ERROR_MESSAGES).toEqual({
      all: 'Failed to fetch podcasts',
      one: 'Failed to fetch podcast',
      add: 'Failed to add podcast',
      update: 'Failed to update podcast',
      delete: 'Failed to delete podcast',
      search: 'Failed to search podcasts',
      featured: 'Failed to fetch featured podcasts',
    });
  });

  it.each(CALLS)('%s calls the path of docs/spec.md §7 and answers the body', async (_label, run, _text, method, url) => {
    const seen = answer(200, { ok: true });
    await expect(run()).resolves.toEqual({ ok: true });
    expect(seen.requests[0]).toMatchObject({ method, url });
  });

  it.each(CALLS)('%s fails with its default text when the server gives no message', async (_label, run, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(500, undefined);
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', status: 500, message: text });
    expect(console.error).toHaveBeenCalled();
  });

  it.each(CALLS)('%s fails with the server message when there is one', async (_label, run) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(404, { statusCode: 404, error: 'Not Found', message: 'Podcast not found' });
    await expect(run()).rejects.toMatchObject({ status: 404, message: 'Podcast not found' });
  });
});
