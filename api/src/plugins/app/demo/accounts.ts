import type { Role } from '@mediawatch/shared/schemas';

import type { Database } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';
import { TasksRepository, type TaskFields } from '../tasks/tasks-repository';
import { UsersRepository } from '../users/users-repository';

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

/** A demo task: its fields, who it is given to and its due day counted from the seeding day. */
export interface DemoTask extends Pick<TaskFields, 'name' | 'estimation' | 'status'> {
  assignee: Role | null;
  dueInDays: number | null;
}

/** The analysts' board a fresh demo starts with, oldest first (each lands on top of its column). */
export const DEMO_TASKS: readonly DemoTask[] = [
  { name: 'Review the overnight coverage of the energy summit', estimation: '1h', status: 'DONE', assignee: 'analyst', dueInDays: -1 },
  { name: 'Tag the new regional sources by country', estimation: '2h', status: 'In Progress', assignee: 'admin', dueInDays: 2 },
  { name: 'Check the tone outliers in the data warehouse', estimation: '45m', status: 'TO DO', assignee: 'analyst', dueInDays: 1 },
  { name: 'Draft the weekly media scale summary', estimation: '3h', status: 'TO DO', assignee: null, dueInDays: 5 },
  { name: 'Follow the port strike story across outlets', estimation: '2h', status: 'In Progress', assignee: 'analyst', dueInDays: null },
];

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Creates the demo accounts that don't exist yet, in one transaction; an
 * existing user with a demo email is left as it is. A database whose demo
 * accounts are all new and which has no task yet also gets the demo tasks, so
 * tasks a team deleted never come back. Returns the emails created.
 */
export async function seedDemoAccounts(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const users = new UsersRepository(tx);
    const existing = await users.existingEmails(DEMO_ACCOUNTS.map((account) => account.email));
    const created: string[] = [];
    const ids: Partial<Record<Role, string>> = {};
    for (const account of DEMO_ACCOUNTS) {
      if (existing.has(account.email)) continue;
      const row = await users.create({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
      if (!row) continue;
      created.push(row.email);
      ids[account.role] = row.id;
    }
    const tasks = new TasksRepository(tx);
    if (created.length === DEMO_ACCOUNTS.length && (await tasks.list()).length === 0) {
      for (const { assignee, dueInDays, ...task } of DEMO_TASKS) {
        await tasks.create(
          { ...task, assigneeId: assignee ? (ids[assignee] ?? null) : null, dueDate: dueInDays === null ? null : dayFromToday(dueInDays) },
          ids.analyst ?? null,
        );
      }
    }
    return created;
  });
}
