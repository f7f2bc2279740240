import { AxiosError, type InternalAxiosRequestConfig } from 'axios';

import { ApiError, GENERIC_ERROR_MESSAGE, toApiError } from './client';

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
