import { z } from 'zod';
import { ROLES, PASSWORD_WEAKNESS_REASONS } from '../limits';
import { errorBodySchema } from './errors';

export { ROLES, PASSWORD_WEAKNESS_REASONS } from '../limits';

// ----------------------------------------------------------------------
// One definition of the auth payloads, used by the API (validation,
// serialization, OpenAPI) and by the auth screens (form validation, types).

export const roleSchema = z.enum(ROLES);

export type Role = z.infer<typeof roleSchema>;

// The request bodies are zod/mini (auth-requests.ts): the auth screens load them first.
export {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  type LoginBody,
  type RegisterBody,
} from './auth-requests';

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
 * `POST /api/auth/register` answers 201 `{ accessToken, user }` (the spec's
 * API table): the new account is signed in. An address that has an account
 * is a 409 (docs/decisions/0042-accounts-and-ownership.md).
 */
export const registerResponseSchema = z.object({ accessToken: z.string(), user: userSchema });

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export type PasswordWeaknessReason = (typeof PASSWORD_WEAKNESS_REASONS)[number];

/** The 400 of a registration whose password is too easy to guess: the reason, for the form to show beside the field. */
export const weakPasswordBodySchema = errorBodySchema.extend({
  field: z.literal('password'),
  reason: z.enum(PASSWORD_WEAKNESS_REASONS),
});

/** `GET /api/auth/me` answers `{ user }`. */
export const meResponseSchema = z.object({ user: userSchema });

export type MeResponse = z.infer<typeof meResponseSchema>;

/** Who may create an account: `GET /api/auth/registration` answers `{ mode }`. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;

export const registrationModeSchema = z.object({ mode: z.enum(REGISTRATION_MODES) });

export type RegistrationModeResponse = z.infer<typeof registrationModeSchema>;

/** A fresh token for the session that changed its password (`POST /api/auth/password`). */
export const tokenResponseSchema = z.object({ token: z.string() });

/** The one answer to a reset request, whether or not the address has an account. */
export const messageResponseSchema = z.object({ message: z.string() });
