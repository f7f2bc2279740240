import { z } from 'zod';
import { ROLES, PASSWORD_WEAKNESS_REASONS } from '../limits';
import { errorBodySchema } from './errors';

export { ROLES, AUTH_LIMITS, PASSWORD_WEAKNESS_REASONS } from '../limits';

// ----------------------------------------------------------------------
// One definition of the auth payloads, used by the API (validation,
// serialization, OpenAPI) and by the auth screens (form validation, types).

export const roleSchema = z.enum(ROLES);

export type Role = z.infer<typeof roleSchema>;

// The request bodies are zod/mini (auth-requests.ts): the auth screens load them first.
export { emailSchema, loginBodySchema, registerBodySchema, type LoginBody, type RegisterBody } from './auth-requests';

// ----------------------------------------------------------------------

/** The signed-in user as the API returns it (docs/spec.md §3, plus id and names). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: roleSchema,
});

export type AuthUser = z.infer<typeof userSchema>;

/** `POST /api/auth/login` answers `{ token, user }` (docs/spec.md §7). */
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `POST /api/auth/register` answers 202 `{ message }`, the same whether the
 * address was new or already had an account (issue 14: the answer must not
 * tell); a notice goes to the address either way, and a new account signs in
 * with its password next.
 */
export const registerResponseSchema = z.object({ message: z.string() });

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export type PasswordWeaknessReason = (typeof PASSWORD_WEAKNESS_REASONS)[number];

/** The 400 of a registration whose password is too easy to guess: the reason, for the form to show beside the field. */
export const weakPasswordBodySchema = errorBodySchema.extend({
  field: z.literal('password'),
  reason: z.enum(PASSWORD_WEAKNESS_REASONS),
});

export type WeakPasswordBody = z.infer<typeof weakPasswordBodySchema>;

/** `GET /api/auth/me` answers `{ user }`. */
export const meResponseSchema = z.object({ user: userSchema });

export type MeResponse = z.infer<typeof meResponseSchema>;
