import type { Topic } from '@mediawatch/shared/schemas';

import { type NotesRepository } from '../notes/notes-repository';
import type { UsersRepository } from '../users/users-repository';

// ----------------------------------------------------------------------
// The demo notes: the analyst's, on a database with no note yet (so notes a
// team deleted never come back). One is shared, one links to it, and one is
// an editorial consideration for today (UTC), so the Considerations page and
// today's Daily Report have something to show.

const ANALYST_EMAIL = 'analyst@mediawatch.local';

/** Writes the demo notes when there is none (reading `topics` only then); answers how many it wrote. */
export async function seedDemoNotes(
  notes: NotesRepository,
  users: UsersRepository,
  topics: () => Promise<readonly Topic[]>,
  now = new Date(),
): Promise<number> {
  if ((await notes.count()) > 0) return 0;
  const analyst = await users.findByEmail(ANALYST_EMAIL);
  if (!analyst) return 0;
  const reader = { userId: analyst.id, canWrite: true };
  const topicIds = (await topics()).slice(0, 2).map((topic) => topic.id);
  const base = { articleIds: [], topicIds: [], noteIds: [], considerationDay: null, shared: false };

  const sources = await notes.create(reader, {
    ...base,
    title: 'Sources to watch on the energy story',
    body: [
      '## Who leads the coverage',
      '',
      '- The wire services break the **price cap** news first; regional outlets follow within the hour.',
      '- Check the *tone* of the business press against the general press.',
      '',
      'See the [summit overview](https://example.org/energy-summit) for the agenda.',
    ].join('\n'),
    tags: ['energy', 'sources'],
    shared: true,
    topicIds,
  });
  await notes.create(reader, {
    ...base,
    title: "Today's editorial consideration: framing of the summit",
    body: [
      'Several outlets frame the summit as a **failure** before it ends.',
      '',
      '> Worth a line in the daily report: the negative tone comes from three outlets only.',
      '',
      'Background in the note on sources.',
    ].join('\n'),
    tags: ['energy', 'framing'],
    considerationDay: now.toISOString().slice(0, 10),
    noteIds: [sources.id],
    topicIds: topicIds.slice(0, 1),
  });
  await notes.create(reader, {
    ...base,
    title: 'Questions for the Monday meeting',
    body: '1. Do we add the two new regional feeds?\n2. Should the weekly summary include the *media scale index*?\n\n`draft` — private for now.',
    tags: ['meeting'],
  });
  return 3;
}
