import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// ----------------------------------------------------------------------
// Device cookies (docs/decisions/0011-hardening.md): a browser that signed in
// to an account gets a signed, HttpOnly cookie naming that account and a
// random device id. Its next sign-ins to that account are throttled on that
// device alone, so a stranger's wrong guesses from the same office address
// never make the owner wait; a stolen cookie is throttled on its own key.

export const DEVICE_COOKIE = 'mw_device';

/** How long a device is remembered after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 180;

/** Where the browser sends it: the sign-in call only. */
const COOKIE_PATH = '/api/auth/login';

export interface DeviceCookies {
  /** A new cookie value for `email`. */
  issue(email: string, nowMs?: number): string;
  /** The device id of a value this server issued for `email` and that has not expired; null otherwise. */
  deviceOf(value: string | undefined, email: string, nowMs?: number): string | null;
}

/** Device cookies signed with a key derived from `secret` (the JWT secret: one secret to keep). */
export function deviceCookies(secret: string): DeviceCookies {
  const key = createHmac('sha256', secret).update('mediawatch device cookie v1').digest();
  const sign = (email: string, id: string, expires: number) => createHmac('sha256', key).update(`${email}\n${id}\n${expires}`).digest();

  return {
    issue(email, nowMs = Date.now()) {
      const id = randomBytes(16).toString('base64url');
      const expires = Math.floor(nowMs / 1000) + DEVICE_COOKIE_DAYS * 86_400;
      return `${id}.${expires}.${sign(email, id, expires).toString('base64url')}`;
    },
    deviceOf(value, email, nowMs = Date.now()) {
      const match = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
      if (!match) return null;
      const [, id, expiresText, signature] = match as unknown as [string, string, string, string];
      const expires = Number(expiresText);
      if (expires * 1000 <= nowMs) return null;
      // Compared as text: base64url's last character carries padding bits, so another spelling of the same bytes is refused too.
      const expected = Buffer.from(sign(email, id, expires).toString('base64url'));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

/** The value of cookie `name` in a Cookie header, if there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header that stores `value` as the device cookie. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  const maxAge = DEVICE_COOKIE_DAYS * 86_400;
  return `${DEVICE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
