import { z } from 'zod';

import { AUTH_LIMITS } from '../limits';
import { roleSchema, userSchema } from './auth';

/** An account as user administration sees it: the user and whether it is disabled. */
export const adminUserSchema = userSchema.extend({ disabled: z.boolean() });

export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/user/all` (admins only): every account, for user administration. */
export const userListSchema = z.object({ users: z.array(adminUserSchema) });

/** `PATCH /api/user/update/:id` (admins only): a new role, or disable / enable the account. */
export const userUpdateSchema = z
  .object({ role: roleSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'Send a role or disabled' });

export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** `POST /api/user/invite` (admins only, registration by invitation): the address to invite. */
export const invitationBodySchema = z.object({ email: z.string().trim().toLowerCase().max(AUTH_LIMITS.emailMax).email() });

export type UserList = z.infer<typeof userListSchema>;
