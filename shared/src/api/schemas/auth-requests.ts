import * as z from 'zod/mini';

import { AUTH_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// The sign-in and registration bodies: one definition for the API (validation
// and OpenAPI) and for the auth screens (form validation and types). Written
// with `zod/mini`, the tree-shakable build of zod 4: the auth screens are the
// first thing a visitor loads, and this costs them about 5 KiB gzip where
// classic zod's chained API costs 25 KiB, on a page with a tight JavaScript
// budget (docs/decisions/0036-the-sign-in-page-within-its-budgets.md). The API validates it as it
// does every zod 4 schema. Imported by the auth screens through
// `@mediawatch/shared/forms`, which never pulls classic zod in.

const required = (label: string) => ({ error: `${label} is required` });

export const emailSchema = z.pipe(
  z
    .string(required('Email'))
    .check(
      z.trim(),
      z.minLength(1, required('Email')),
      z.maxLength(AUTH_LIMITS.emailMax, { error: `Email must be at most ${AUTH_LIMITS.emailMax} characters` }),
    ),
  z.email({ error: 'Email must be a valid email address' }),
);

const nameSchema = (label: string) =>
  z
    .string(required(label))
    .check(
      z.trim(),
      z.minLength(1, required(label)),
      z.maxLength(AUTH_LIMITS.nameMax, { error: `${label} must be at most ${AUTH_LIMITS.nameMax} characters` }),
    );

const passwordMax = z.maxLength(AUTH_LIMITS.passwordMax, { error: `Password must be at most ${AUTH_LIMITS.passwordMax} characters` });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string(required('Password')).check(z.minLength(1, required('Password')), passwordMax),
});

export type LoginBody = z.infer<typeof loginBodySchema>;

const newPasswordSchema = (label: string) =>
  z
    .string(required(label))
    .check(z.minLength(AUTH_LIMITS.passwordMin, { error: `${label} must be at least ${AUTH_LIMITS.passwordMin} characters` }), passwordMax);

/** A link's secret (an invitation or a password reset). */
const linkTokenSchema = z.string().check(z.minLength(16), z.maxLength(200));

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema('Password'),
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  /** The invitation link's token (MEDIAWATCH_REGISTRATION=invite). */
  invitation: z.optional(linkTokenSchema),
});

export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `POST /api/auth/password`: the current password, and the new one (checked like a registration's). */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string(required('Current password')).check(z.minLength(1, required('Current password')), passwordMax),
  newPassword: newPasswordSchema('New password'),
});

/** `POST /api/auth/forgot`: where to send a reset link. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** `POST /api/auth/reset`: the link's token and the new password. */
export const resetPasswordBodySchema = z.object({ token: linkTokenSchema, password: newPasswordSchema('Password') });
