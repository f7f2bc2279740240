import type { EjournalSection } from '@mediawatch/shared/schemas';

import type { Database } from '../../../db/database';
import { EjournalsRepository } from '../ejournals/ejournals-repository';
import { UsersRepository } from '../users/users-repository';

// ----------------------------------------------------------------------
// The demo's e-journal: one published issue by the demo analyst, once the
// newsroom's articles are in: two sections (energy, then the rest of the
// week's news) of the latest articles, each with an editorial note.

export const DEMO_EJOURNAL_TITLE = 'The week in energy';

const ANALYST_EMAIL = 'analyst@mediawatch.local';

const NOTES = [
  'Read this first: it sets out what the rest of the issue argues about.',
  'A second outlet, a different angle: compare the figures they quote.',
  'Worth keeping an eye on; we expect a follow-up next week.',
  'Context for the week: the regional picture behind the headlines.',
  'A short read that says the most with the least.',
];

/** Seeds the demo issue when there is no issue at all and there are articles; returns whether it did. */
export async function seedDemoEjournal(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const issues = new EjournalsRepository(tx);
    if ((await issues.count()) > 0) return false;
    const owner = await new UsersRepository(tx).findByEmail(ANALYST_EMAIL);
    if (!owner) return false;
    // One article per story (the latest of its cluster), so the issue does not repeat itself.
    const latestPerStory = (where: string) =>
      `SELECT id::text FROM (SELECT DISTINCT ON (COALESCE(cluster_id, id)) id, title, published_at FROM articles
         ORDER BY COALESCE(cluster_id, id), published_at DESC) a WHERE ${where} ORDER BY published_at DESC LIMIT $2`;
    const { rows: energy } = await tx.query<{ id: string }>(
      latestPerStory(`(title ILIKE '%energ%' OR title ILIKE '%grid%' OR title ILIKE '%power%') AND NOT (id = ANY($1::uuid[]))`),
      [[], 3],
    );
    const { rows: others } = await tx.query<{ id: string }>(latestPerStory('NOT (id = ANY($1::uuid[]))'), [
      energy.map((row) => row.id),
      5 - energy.length,
    ]);
    if (energy.length + others.length < 2) return false;
    const [first, rest] = energy.length >= 2 ? [energy, others] : [[...energy, ...others].slice(0, 2), [...energy, ...others].slice(2)];
    let note = 0;
    const items = (rows: Array<{ id: string }>) => rows.map((row) => ({ articleId: row.id, note: NOTES[note++ % NOTES.length]! }));
    const sections: EjournalSection[] = [
      { id: 'energy', title: 'Energy and the grid', items: items(first) },
      { id: 'week', title: 'Also this week', items: items(rest) },
    ];
    const viewer = { id: owner.id, role: owner.role };
    const draft = await issues.create(
      {
        title: DEMO_EJOURNAL_TITLE,
        introduction:
          'A cold week tested the grid and the prices. This issue gathers the coverage that mattered, with a note from the desk on why each piece is here.',
        sections,
      },
      viewer,
    );
    await issues.publish(draft.id, draft.version, viewer);
    return true;
  });
}
