import axios, { AxiosError } from 'axios';

import { CONFIG } from '../config';
import { getToken } from '../auth/session';

// ----------------------------------------------------------------------

/** docs/spec.md §8: the text when the server gives no readable body. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** An API failure as a value a screen can show: the server's message and status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came back. */
    readonly status: number,
    /** The server's response body, when there was one. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Turns anything a request threw into an {@link ApiError} with a readable message. */
export function toApiError(error: unknown, fallback = GENERIC_ERROR_MESSAGE): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    return new ApiError(messageOf(body) ?? fallback, error.response?.status ?? 0, body);
  }
  return new ApiError(fallback, 0, undefined);
}

// ----------------------------------------------------------------------

/**
 * The one HTTP client of the product (docs/spec.md §7): base URL `/api`, no
 * default timeout, `Authorization: Bearer` when a token is stored, and every
 * failure rejected as an {@link ApiError}.
 */
export const apiClient = axios.create({ baseURL: CONFIG.apiBaseUrl });

apiClient.interceptors.request.use((request) => {
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(toApiError(error)),
);
