import { jwtDecode } from 'jwt-decode';

import { CONFIG } from '../config';
import { paths } from '../routes/paths';

// ----------------------------------------------------------------------
// The bearer token lives in sessionStorage under `token` (docs/spec.md §3).
// A timer on its `exp` claim ends the session when it expires (docs/spec.md §4).

/** docs/spec.md §8: the alert shown when the token expires. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage access throws in some privacy modes; the session then lives in memory only.
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(CONFIG.tokenStorageKey) ?? null;
}

/** The token's expiry in epoch milliseconds, or null when it has none or is not a JWT. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token is usable when it decodes and its `exp` lies in the future. */
export function isValidToken(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}

/** What happens when the timer fires; replaceable for tests. */
export const expiryHandler = {
  onExpired(): void {
    globalThis.alert?.(TOKEN_EXPIRED_MESSAGE);
    storage()?.removeItem(CONFIG.tokenStorageKey);
    globalThis.location?.assign(paths.login.getHref());
  },
};

// setTimeout stores its delay in 32 bits; longer delays fire at once.
const MAX_TIMER_DELAY = 2_147_483_647;

function scheduleExpiry(expiresAt: number): void {
  clearTimeout(expiryTimer);
  const delay = expiresAt - Date.now();
  expiryTimer = setTimeout(
    () => {
      if (Date.now() >= expiresAt) expiryHandler.onExpired();
      else scheduleExpiry(expiresAt);
    },
    Math.max(0, Math.min(delay, MAX_TIMER_DELAY)),
  );
}

/** Stores the token and arms the expiry timer, or clears both when given null. */
export function setSession(token: string | null): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!token) {
    storage()?.removeItem(CONFIG.tokenStorageKey);
    return;
  }
  storage()?.setItem(CONFIG.tokenStorageKey, token);
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt !== null) scheduleExpiry(expiresAt);
}
