import { type AuthUser } from '@mediawatch/shared';

// The scripted transport for the real API client and auth store is the one
// every remote uses (shared/src/testing); auth tests add a user and a token.
export { mockApi, resetApi as resetAuth, type ApiHandler } from '@mediawatch/shared/testing';

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
