import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

import { loadOnce } from '../utils/load-once';

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

/** axios's own test (`AxiosError#isAxiosError`), without loading axios. */
function isAxiosError(error: unknown): error is { response?: { data?: unknown; status?: number } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Turns anything a request threw into an {@link ApiError} with a readable message. */
export function toApiError(error: unknown, fallback = GENERIC_ERROR_MESSAGE): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    return new ApiError(messageOf(body) ?? fallback, error.response?.status ?? 0, body);
  }
  return new ApiError(fallback, 0, undefined);
}

// ----------------------------------------------------------------------

/**
 * The axios instance behind {@link apiClient} (./axios-client.ts), loaded
 * once, on first use; a failed load is retried and then forgotten, so a
 * network blip does not break every later request (shared/src/utils/load-once.ts).
 */
export const loadApiClient: () => Promise<AxiosInstance> = loadOnce(() =>
  import(/* webpackChunkName: "api-client" */ './axios-client').then((module) => module.axiosClient),
);

/**
 * The one HTTP client of the product (docs/spec.md §7): base URL `/api`, no
 * default timeout, `Authorization: Bearer` when a token is stored, and every
 * failure rejected as an {@link ApiError}. The methods are axios's; axios
 * itself loads with the first request: the sign-in page shows its form without
 * it, and its forms ask for it when focus enters them
 * (docs/decisions/0036-the-sign-in-page-within-its-budgets.md).
 */
export const apiClient: Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'> = {
  get: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.get<T, R, D>(url, config)),
  delete: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.delete<T, R, D>(url, config)),
  post: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.post<T, R, D>(url, data, config)),
  put: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.put<T, R, D>(url, data, config)),
  patch: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    loadApiClient().then((client) => client.patch<T, R, D>(url, data, config)),
};
