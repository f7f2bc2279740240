import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

import { setSession } from '../auth/session';
import { axiosClient } from './axios-client';
import { apiClient, ApiError, GENERIC_ERROR_MESSAGE, loadApiClient, toApiError } from './client';

const config = { headers: {} } as InternalAxiosRequestConfig;
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), config, undefined, { data, status, statusText: '', headers: {}, config });

describe('toApiError', () => {
  it('takes the server message from the body', () => {
    const error = toApiError(failure(409, { message: 'An account with this email already exists' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' });
  });

  it('takes a plain-text body as the message', () => {
    expect(toApiError(failure(502, 'Bad gateway')).message).toBe('Bad gateway');
  });

  it('falls back to "Something went wrong" when the server gives nothing readable', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong');
    expect(toApiError(failure(500, undefined)).message).toBe('Something went wrong');
    expect(toApiError(failure(500, { message: '' })).message).toBe('Something went wrong');
    expect(toApiError(new TypeError('boom')).message).toBe('Something went wrong');
  });

  it('uses a caller-given default text', () => {
    expect(toApiError(failure(500, {}), 'Failed to fetch podcasts').message).toBe('Failed to fetch podcasts');
  });
});

describe('apiClient', () => {
  const seen: InternalAxiosRequestConfig[] = [];
  const original = axiosClient.defaults.adapter;
  beforeAll(() => {
    const adapter: AxiosAdapter = async (request) => {
      seen.push(request);
      const response = {
        data: { path: request.url, body: request.data as unknown },
        status: 200,
        statusText: '',
        headers: {},
        config: request,
      };
      if (request.url === '/missing')
        throw new AxiosError('failed', '404', request, undefined, { ...response, status: 404, data: { message: 'Not found here' } });
      return response;
    };
    axiosClient.defaults.adapter = adapter;
  });
  afterAll(() => {
    axiosClient.defaults.adapter = original;
    setSession(null);
  });

  it('loads the one axios instance on first use', async () => {
    await expect(loadApiClient()).resolves.toBe(axiosClient);
    await expect(loadApiClient()).resolves.toBe(axiosClient);
  });

  it('sends every method through it, with the base URL and the stored token', async () => {
    setSession('header.payload.signature');
    await expect(apiClient.get('/a', { params: { q: 1 } })).resolves.toMatchObject({ data: { path: '/a' } });
    await apiClient.delete('/b');
    await expect(apiClient.post('/c', { x: 1 })).resolves.toMatchObject({ data: { body: '{"x":1}' } });
    await apiClient.put('/d', { x: 2 });
    await apiClient.patch('/e', { x: 3 });
    expect(seen.map((request) => `${request.method} ${request.baseURL}${request.url}`)).toEqual([
      'get /api/a',
      'delete /api/b',
      'post /api/c',
      'put /api/d',
      'patch /api/e',
    ]);
    expect(seen.every((request) => request.headers.get('Authorization') === 'Bearer header.payload.signature')).toBe(true);
  });

  it('rejects a failure as an ApiError with the server message', async () => {
    await expect(apiClient.get('/missing')).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Not found here' });
  });
});
