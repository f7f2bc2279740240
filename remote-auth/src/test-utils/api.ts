import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient, setSession, useAuthStore, type AuthUser } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The tests drive the real auth store and API client; only the client's
// transport is replaced, so each test decides what the server answers.

export interface ApiRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An HTTP answer, or `'network-error'` for a request that never got one. */
export type ApiReply = { status: number; data?: unknown } | 'network-error';

export type ApiHandler = (request: ApiRequest) => ApiReply | Promise<ApiReply>;

const originalAdapter = apiClient.defaults.adapter;

/** Answers every request of the shared client with `handler`; returns the requests it saw. */
export function mockApi(handler: ApiHandler): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: ApiRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
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
  apiClient.defaults.adapter = adapter;
  return requests;
}

/** Puts the client, the session and the auth store back as a signed-out start. */
export function resetAuth(): void {
  apiClient.defaults.adapter = originalAdapter;
  setSession(null);
  useAuthStore.setState({ user: null, loading: false });
}

// ----------------------------------------------------------------------

export const testUser: AuthUser = {
  id: 'u-1',
  email: 'admin@mediawatch.local',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  displayName: 'Ada',
  photoURL: null,
  role: 'admin',
};

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT that expires in an hour (the client only reads its `exp`). */
export function testToken(): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: testUser.id, exp })}.signature`;
}
