import { z } from 'zod';

import { TOKEN_SCOPES } from '../../auth/permissions';
import { API_TOKEN_LIMITS } from '../limits';

export { API_TOKEN_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// Personal API tokens (docs/decisions/0055-api-tokens.md): what the account
// page lists and creates, and what an admin sees of everyone's.

export const tokenScopeSchema = z.enum(TOKEN_SCOPES);

/** One token as its owner sees it; the secret itself is never listed. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart (`mwt_AbCd1234`). */
  prefix: z.string(),
  scopes: z.array(tokenScopeSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `GET /api/token/all`: the signed-in user's live tokens (expired ones too, until revoked), newest first. */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** A token with its owner, for the admins' list of every token. */
export const adminApiTokenSchema = apiTokenSchema.extend({
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
});

export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;

/** `GET /api/token/everyone` (manageUsers): every live token of every account. */
export const adminApiTokenListSchema = z.object({ tokens: z.array(adminApiTokenSchema) });

export type AdminApiTokenList = z.infer<typeof adminApiTokenListSchema>;

/** `POST /api/token/add`: a name, at least one scope, and days until it expires. */
export const apiTokenCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(API_TOKEN_LIMITS.nameMax),
    scopes: z
      .array(tokenScopeSchema)
      .min(1)
      .max(TOKEN_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'A scope is listed twice' }),
    expiresInDays: z
      .number()
      .int()
      .min(1)
      .max(Math.max(...API_TOKEN_LIMITS.expiryDays)),
  })
  .strict();

export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** `POST /api/token/add` answers the token and, this once, its secret. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({
  token: z
    .string()
    .describe('The secret: send it as `Authorization: Bearer <token>`. It is shown this once and stored only as its SHA-256.'),
});

export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
