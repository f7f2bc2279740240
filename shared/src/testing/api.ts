import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { setSession, useAuthStore, type AuthUser, type Role } from '@mediawatch/shared';

// eslint-disable-next-line no-restricted-imports -- jest only (never bundled): the one module `apiClient` loads, which the root entry does not export
import { axiosClient } from '../api/axios-client';

// ----------------------------------------------------------------------
// The tests drive the real API client and auth store; only the client's
// transport is replaced, so each test decides what the server answers.

export interface ApiRequest {
  method: string;
  /** The path with its query string, as the server would see it (`/source/all`, `/article/all?page=1`). */
  url: string;
  /** The path alone. */
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** An HTTP answer, or `'network-error'` for a request that never got one. */
export type ApiReply = { status: number; data?: unknown } | 'network-error';

export type ApiHandler = (request: ApiRequest) => ApiReply | Promise<ApiReply>;

const originalAdapter = axiosClient.defaults.adapter;

/** Answers every request of the shared client with `handler`; returns the requests it saw. */
export function mockApi(handler: ApiHandler): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const full = new URL(axiosClient.getUri({ url: config.url, params: config.params }), 'http://localhost');
    const path = full.pathname.replace(/^\/api/, '');
    const request: ApiRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${path}${full.search}`,
      path,
      params: full.searchParams,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      undefined,
      response,
    );
  };
  axiosClient.defaults.adapter = adapter;
  return requests;
}

/** Signs a test user in with `role` (the store only; the mocked server decides the rest). */
export function signInAs(role: Role): AuthUser {
  const user: AuthUser = {
    id: 'u-1',
    email: `${role}@mediawatch.local`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    displayName: 'Ada',
    photoURL: null,
    role,
  };
  useAuthStore.setState({ user, loading: false });
  return user;
}

/** Puts the client and the auth store back as a signed-out start. */
export function resetApi(): void {
  axiosClient.defaults.adapter = originalAdapter;
  setSession(null);
  useAuthStore.setState({ user: null, loading: false });
}

/** A 4xx/5xx body the way the API writes it. */
export function errorReply(status: number, message: string, extra: Record<string, unknown> = {}): ApiReply {
  const error = status === 400 ? 'Bad Request' : status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Error';
  return { status, data: { statusCode: status, error, message, ...extra } };
}
