import { create } from 'zustand';

import { apiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { getToken, isValidToken, setSession } from './session';
import type { AuthUser, LoginBody, LoginResponse, MeResponse, RegisterBody, RegisterResponse } from '../api/schemas/auth';

// ----------------------------------------------------------------------

/** docs/spec.md §8: the internal text of a login answer without a token. */
export const TOKEN_MISSING_MESSAGE = 'Login failed: Token missing.';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  /** Restores the session from the stored token (the initial current-user call). */
  checkUserSession: () => Promise<void>;
  signIn: (body: LoginBody) => Promise<void>;
  /** Creates the account and signs it in with the answer's accessToken and user (the spec's "Register sets the user"). */
  signUp: (body: RegisterBody) => Promise<void>;
  /** Keeps `token` as this session's (the fresh one a password change answers; every older one was ended). */
  replaceToken: (token: string) => void;
  /** Forgets the session here without the logout call (after "sign out everywhere" ended it on the server). */
  forgetSession: () => void;
  /**
   * Ends the session: the stored token at once, then the logout call with it,
   * then the user; locally even when the call fails (that failure is only logged).
   */
  signOut: () => Promise<void>;
}

/**
 * The auth state of docs/spec.md §3 and §4. It is a shared singleton: the host,
 * remote-auth and every other remote read and write this one store.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  loading: true,

  checkUserSession: async () => {
    const token = getToken();
    if (!isValidToken(token)) {
      setSession(null);
      set({ user: null, loading: false });
      return;
    }
    try {
      setSession(token);
      const { data } = await apiClient.get<MeResponse>(endpoints.auth.me);
      set({ user: data.user, loading: false });
    } catch {
      // docs/spec.md §8: a failed initial call leaves the user signed out, with no message.
      setSession(null);
      set({ user: null, loading: false });
    }
  },

  signIn: async (body) => {
    const { data } = await apiClient.post<Partial<LoginResponse>>(endpoints.auth.login, body);
    if (!data?.token || !data.user) throw new Error(TOKEN_MISSING_MESSAGE);
    setSession(data.token);
    set({ user: data.user, loading: false });
  },

  signUp: async (body) => {
    const { data } = await apiClient.post<Partial<RegisterResponse>>(endpoints.auth.register, body);
    if (!data?.accessToken || !data.user) throw new Error(TOKEN_MISSING_MESSAGE);
    setSession(data.accessToken);
    set({ user: data.user, loading: false });
  },

  replaceToken: (token) => setSession(token),

  forgetSession: () => {
    setSession(null);
    set({ user: null, loading: false });
  },

  signOut: async () => {
    // The stored token goes before the call leaves: a reload or a second tab
    // while the server answers finds no session. The call carries the token
    // itself, so the server can still revoke it.
    const token = getToken();
    setSession(null);
    try {
      if (token) await apiClient.post(endpoints.auth.logout, undefined, { headers: { Authorization: `Bearer ${token}` } });
    } catch (error) {
      console.error('Logout call failed; signing out locally.', error);
    } finally {
      set({ user: null, loading: false });
    }
  },
}));

export function selectAuthStatus(state: Pick<AuthState, 'user' | 'loading'>): AuthStatus {
  if (state.loading) return 'loading';
  return state.user ? 'authenticated' : 'unauthenticated';
}

/** The derived status of docs/spec.md §3: loading, authenticated or unauthenticated. */
export function useAuthStatus(): AuthStatus {
  return useAuthStore(selectAuthStatus);
}

// Diagnostics: every evaluation of this module registers its store, so the
// end-to-end suite can prove the store is one shared singleton.
const diagnostics = ((globalThis as { __MEDIAWATCH__?: { authStores: unknown[] } }).__MEDIAWATCH__ ??= {
  authStores: [],
});
diagnostics.authStores.push(useAuthStore);
