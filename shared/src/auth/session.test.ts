import { expiryHandler, getToken, isValidToken, setSession, tokenExpiresAt } from './session';

/** An unsigned JWT with the given claims; the client only decodes, the server verifies. */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('session', () => {
  afterEach(() => {
    setSession(null);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stores the token in sessionStorage under "token" and clears it', () => {
    const token = jwt({ exp: inSeconds(60) });
    setSession(token);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(getToken()).toBe(token);
    setSession(null);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('reads the expiry from the exp claim', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(jwt({}))).toBeNull();
    expect(tokenExpiresAt('not a token')).toBeNull();
  });

  it('accepts only tokens whose exp lies ahead', () => {
    expect(isValidToken(jwt({ exp: inSeconds(60) }))).toBe(true);
    expect(isValidToken(jwt({ exp: inSeconds(-1) }))).toBe(false);
    expect(isValidToken(jwt({}))).toBe(false);
    expect(isValidToken(null)).toBe(false);
  });

  it('fires the expiry handler when exp is reached, and not before', () => {
    jest.useFakeTimers();
    const onExpired = jest.spyOn(expiryHandler, 'onExpired').mockImplementation(() => undefined);
    setSession(jwt({ exp: inSeconds(30) }));
    jest.advanceTimersByTime(29_000);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('the default handler alerts "Token expired" and removes the token', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    sessionStorage.setItem('token', 'x');
    // jsdom cannot navigate; the assignment is what matters here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expiryHandler.onExpired();
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a new session replaces the previous timer', () => {
    jest.useFakeTimers();
    const onExpired = jest.spyOn(expiryHandler, 'onExpired').mockImplementation(() => undefined);
    setSession(jwt({ exp: inSeconds(10) }));
    setSession(jwt({ exp: inSeconds(100) }));
    jest.advanceTimersByTime(20_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
