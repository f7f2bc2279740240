import type { ThinkboardCard, ThinkboardLink } from '@mediawatch/shared/schemas';

import type { Database } from '../../../db/database';
import { ThinkboardsRepository } from '../thinkboards/thinkboards-repository';
import { UsersRepository } from '../users/users-repository';

// ----------------------------------------------------------------------
// The demo's ThinkBoard: one board shared with the team, owned by the demo
// analyst: a question, two hypotheses and, once the newsroom's articles are
// in, the two latest articles on energy (or the two latest at all) and the
// latest historical event, and the team's shared demo note, joined by
// labelled links.

export const DEMO_BOARD_TITLE = 'Winter energy: the clues';

const ANALYST_EMAIL = 'analyst@mediawatch.local';

/** Seeds the demo board when there is no board at all; returns whether it did. */
export async function seedDemoBoard(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const boards = new ThinkboardsRepository(tx);
    if ((await boards.count()) > 0) return false;
    const owner = await new UsersRepository(tx).findByEmail(ANALYST_EMAIL);
    if (!owner) return false;
    const { rows: articles } = await tx.query<{ id: string }>(
      `SELECT id::text FROM articles ORDER BY (title ILIKE '%energ%' OR title ILIKE '%grid%') DESC, published_at DESC LIMIT 2`,
    );
    const { rows: events } = await tx.query<{ id: string }>('SELECT id::text FROM historical_events ORDER BY day DESC LIMIT 1');
    const { rows: notes } = await tx.query<{ id: string }>('SELECT id::text FROM notes WHERE shared ORDER BY created_at LIMIT 1');

    const cards: ThinkboardCard[] = [
      { id: 'question', kind: 'text', text: 'Will the grid hold through a cold January?', x: 0, y: 0 },
      { id: 'prices', kind: 'text', text: 'Hypothesis: prices, not supply, drive the coverage.', x: -320, y: 200 },
      { id: 'regions', kind: 'text', text: 'Hypothesis: regional outlets saw it first.', x: 320, y: 200 },
    ];
    const links: ThinkboardLink[] = [
      { id: 'question-prices', source: 'question', target: 'prices', label: 'one answer' },
      { id: 'question-regions', source: 'question', target: 'regions', label: 'another' },
    ];
    articles.forEach((article, index) => {
      const id = `article-${index + 1}`;
      cards.push({ id, kind: 'article', refId: article.id, x: index === 0 ? -320 : 320, y: 420 });
      links.push({ id: `${id}-link`, source: index === 0 ? 'prices' : 'regions', target: id, label: 'evidence' });
    });
    if (events[0]) {
      cards.push({ id: 'event-1', kind: 'event', refId: events[0].id, x: 0, y: 620 });
      links.push({ id: 'event-1-link', source: 'question', target: 'event-1', label: 'context' });
    }
    if (notes[0]) {
      cards.push({ id: 'note-1', kind: 'note', refId: notes[0].id, x: 640, y: 200 });
      links.push({ id: 'note-1-link', source: 'question', target: 'note-1', label: 'what we know' });
    }
    await boards.create({ title: DEMO_BOARD_TITLE, shared: true, cards, links }, { id: owner.id, role: owner.role });
    return true;
  });
}
