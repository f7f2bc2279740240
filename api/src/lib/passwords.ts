import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

// ----------------------------------------------------------------------
// argon2id (the library's default algorithm) with its defaults: 19 MiB,
// 2 passes, 1 lane, the OWASP baseline. About 40 ms a hash on this hardware.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `passwordHash`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The hash of a random password, made once; call it at start so the first unknown email costs no extra hash. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same time as a real check when the email is unknown, so the
 * answer's timing does not tell which emails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
