import { z } from 'zod';

import { userSchema } from './auth';

/** `GET /api/user/all` (admins only): every account, for user administration. */
export const userListSchema = z.object({ users: z.array(userSchema) });

export type UserList = z.infer<typeof userListSchema>;
