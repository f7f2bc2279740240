import type { Role } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { UsersRepository } from './users-repository';

// ----------------------------------------------------------------------

/** The password of every demo account. */
export const DEMO_PASSWORD = 'mediawatch';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
}> = [
  { email: 'admin@mediawatch.local', firstName: 'Amira', lastName: 'Haddad', displayName: 'Amira Haddad', role: 'admin' },
  { email: 'analyst@mediawatch.local', firstName: 'Léo', lastName: 'Martin', displayName: 'Léo Martin', role: 'analyst' },
  { email: 'viewer@mediawatch.local', firstName: 'Sam', lastName: 'Okafor', displayName: 'Sam Okafor', role: 'viewer' },
];

/**
 * Creates the demo accounts that don't exist yet, in one transaction; an
 * existing user with a demo email is left as it is. Returns the emails created.
 */
export async function seedDemoAccounts(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const users = new UsersRepository(tx);
    const existing = await users.existingEmails(DEMO_ACCOUNTS.map((account) => account.email));
    const created: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (existing.has(account.email)) continue;
      const row = await users.create({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
      if (row) created.push(row.email);
    }
    return created;
  });
}

/** Seeds the demo accounts at start unless MEDIAWATCH_SEED=false. */
export default fp(
  async (app) => {
    if (!app.config.seed) return;
    const created = await seedDemoAccounts(app.db);
    if (created.length > 0) app.log.info({ created }, 'Created demo accounts');
  },
  { name: 'seed', dependencies: ['env', 'database', 'users-repository'] },
);
