import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

import { axiosClient } from '../api/axios-client';
import { selectAuthStatus, TOKEN_MISSING_MESSAGE, useAuthStore } from './use-auth-store';
import { setSession } from './session';

// The store talks to the API through the real axios client; only the transport
// is replaced, so interceptors and error mapping run as in the browser.

const user = {
  id: 'u1',
  email: 'analyst@mediawatch.local',
  firstName: 'Léo',
  lastName: 'Martin',
  fullName: 'Léo Martin',
  displayName: 'Léo',
  photoURL: null,
  role: 'analyst' as const,
};

function jwt(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp })}.sig`;
}

const validToken = () => jwt(Math.floor(Date.now() / 1000) + 3600);

type Reply = { status: number; data: unknown };
const requests: InternalAxiosRequestConfig[] = [];

function answer(reply: (config: InternalAxiosRequestConfig) => Reply): void {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = reply(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
  axiosClient.defaults.adapter = adapter;
}

beforeEach(() => {
  requests.length = 0;
  setSession(null);
  useAuthStore.setState({ user: null, loading: true });
});

describe('useAuthStore', () => {
  it('starts loading, then the current-user call restores the session', async () => {
    expect(selectAuthStatus(useAuthStore.getState())).toBe('loading');
    const token = validToken();
    sessionStorage.setItem('token', token);
    answer(() => ({ status: 200, data: { user } }));

    await useAuthStore.getState().checkUserSession();

    expect(useAuthStore.getState().user).toEqual(user);
    expect(selectAuthStatus(useAuthStore.getState())).toBe('authenticated');
    expect(requests[0]?.url).toBe('/auth/me');
    expect(AxiosHeaders.from(requests[0]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('a failed current-user call leaves the user signed out, without a message', async () => {
    sessionStorage.setItem('token', validToken());
    answer(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    await useAuthStore.getState().checkUserSession();
    expect(selectAuthStatus(useAuthStore.getState())).toBe('unauthenticated');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('an expired stored token is dropped without calling the API', async () => {
    sessionStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) - 10));
    answer(() => ({ status: 200, data: { user } }));
    await useAuthStore.getState().checkUserSession();
    expect(requests).toHaveLength(0);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('signIn stores the token and the user', async () => {
    const token = validToken();
    answer(() => ({ status: 200, data: { token, user } }));
    await useAuthStore.getState().signIn({ email: user.email, password: 'mediawatch' });
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(useAuthStore.getState().user).toEqual(user);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ email: user.email, password: 'mediawatch' });
  });

  it('a login answer without a token is a failure', async () => {
    answer(() => ({ status: 200, data: { user } }));
    await expect(useAuthStore.getState().signIn({ email: user.email, password: 'x' })).rejects.toThrow(TOKEN_MISSING_MESSAGE);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('a rejected login surfaces the server message', async () => {
    answer(() => ({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Wrong credentials , try again' } }));
    await expect(useAuthStore.getState().signIn({ email: user.email, password: 'x' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Wrong credentials , try again',
    });
  });

  it('signUp posts the four fields and signs in with the accessToken and user it is answered (Register sets the user)', async () => {
    const token = validToken();
    answer(() => ({ status: 201, data: { accessToken: token, user } }));
    const body = { email: user.email, password: 'long enough', firstName: 'Léo', lastName: 'Martin' };
    await useAuthStore.getState().signUp(body);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(String(requests[0]?.data))).toEqual(body);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(useAuthStore.getState().user).toEqual(user);
  });

  it('signUp surfaces a 409 for an address that has an account, and stays signed out', async () => {
    answer(() => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This address cannot be registered.' } }));
    const body = { email: user.email, password: 'long enough', firstName: 'Léo', lastName: 'Martin' };
    await expect(useAuthStore.getState().signUp(body)).rejects.toMatchObject({
      status: 409,
      message: 'This address cannot be registered.',
    });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('replaceToken keeps the fresh token; forgetSession signs out here without a call', async () => {
    const token = validToken();
    useAuthStore.getState().replaceToken(token);
    expect(sessionStorage.getItem('token')).toBe(token);
    useAuthStore.setState({ user, loading: false });
    useAuthStore.getState().forgetSession();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('signOut clears the session even when the logout call fails', async () => {
    setSession(validToken());
    useAuthStore.setState({ user, loading: false });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => ({ status: 500, data: {} }));
    await useAuthStore.getState().signOut();
    expect(requests[0]?.url).toBe('/auth/logout');
    expect(logged).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('signOut forgets the stored token before the server answers, and sends it on the logout call', async () => {
    const token = validToken();
    setSession(token);
    useAuthStore.setState({ user, loading: false });
    let storedDuringCall: string | null = 'not asked';
    answer(() => {
      storedDuringCall = sessionStorage.getItem('token');
      return { status: 204, data: '' };
    });
    await useAuthStore.getState().signOut();
    expect(storedDuringCall).toBeNull();
    expect(requests[0]?.url).toBe('/auth/logout');
    expect(AxiosHeaders.from(requests[0]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(useAuthStore.getState().user).toBeNull();
  });
});
