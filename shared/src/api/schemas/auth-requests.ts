import * as z from 'zod/mini';

import { AUTH_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// The sign-in and registration bodies: one definition for the API (validation
// and OpenAPI) and for the auth screens (form validation and types). Written
// with `zod/mini`, the tree-shakable build of zod 4: the auth screens are the
// first thing a visitor loads, and this costs them about 5 KiB gzip where
// classic zod's chained API costs 25 KiB (issue 9). The API validates it as it
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

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z
    .string(required('Password'))
    .check(z.minLength(AUTH_LIMITS.passwordMin, { error: `Password must be at least ${AUTH_LIMITS.passwordMin} characters` }), passwordMax),
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});

export type RegisterBody = z.infer<typeof registerBodySchema>;
