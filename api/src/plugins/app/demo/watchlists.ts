import type { Database } from '../../../db/database';
import { MonitorRepository } from '../monitor/monitor-repository';
import { TopicsRepository } from '../topics/topics-repository';
import { UsersRepository } from '../users/users-repository';

// ----------------------------------------------------------------------
// The demo accounts' Monitor watchlists: a new demo account starts with the
// newsroom's busiest topics as live columns, so the Monitor page shows the
// stream at once. Only for accounts created by this start: a watchlist a
// person emptied stays empty across restarts.

/** The demo topics a new account watches, in column order (those that exist). */
export const DEMO_WATCHLIST = ['Climate & energy', 'Elections', 'Economy & markets', 'Storms & floods'];

/** Gives each of `emails` (accounts just created) the demo watchlist; answers how many watchlists it wrote. */
export async function seedDemoWatchlists(db: Database, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const topics = await new TopicsRepository(db).list();
  const byName = new Map(topics.map((topic) => [topic.name, topic.id]));
  const topicIds = DEMO_WATCHLIST.flatMap((name) => byName.get(name) ?? []);
  if (topicIds.length === 0) return 0;
  const users = new UsersRepository(db);
  const monitor = new MonitorRepository(db);
  let written = 0;
  for (const email of emails) {
    const user = await users.findByEmail(email);
    if (!user || (await monitor.columns(user.id)).length > 0) continue;
    await monitor.replace(user.id, topicIds);
    written += 1;
  }
  return written;
}
