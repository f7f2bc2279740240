import { createHmac, randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

export const DEMO = {
  admin: 'admin@mediawatch.local',
  analyst: 'analyst@mediawatch.local',
  viewer: 'viewer@mediawatch.local',
  password: 'mediawatch',
} as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through the API and returns the token (throws unless 200). */
export async function login(app: FastifyInstance, email: string, password: string = DEMO.password): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A HS256 JWT made by hand (independent of the app's signer), e.g. with an exp in the past. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ jti: randomUUID(), ...payload })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
