import type { ThinkboardCard, ThinkboardLink } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// A stale tab's edits re-applied on the board as it now is (decision 0026):
// a three-way merge of its content against the version it started from.
// What this tab added, changed or deleted is applied over the latest board;
// what it left alone takes the latest board's state. A card this tab changed
// and another deleted comes back: an edit is never dropped unseen.

export interface BoardContent {
  title: string;
  shared: boolean;
  cards: ThinkboardCard[];
  links: ThinkboardLink[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function mergeItems<T extends { id: string }>(base: readonly T[], mine: readonly T[], theirs: readonly T[]): T[] {
  const baseById = new Map(base.map((item) => [item.id, item]));
  const mineById = new Map(mine.map((item) => [item.id, item]));
  const result = new Map(theirs.map((item) => [item.id, item]));
  for (const item of base) {
    // Deleted here: gone, unless the other side changed it meanwhile.
    if (!mineById.has(item.id) && same(result.get(item.id), item)) result.delete(item.id);
  }
  for (const item of mine) {
    const before = baseById.get(item.id);
    if (!before || !same(before, item)) result.set(item.id, item);
  }
  return [...result.values()];
}

/** `mine` (made on `base`) re-applied on `theirs` (the latest). */
export function mergeBoards(base: BoardContent, mine: BoardContent, theirs: BoardContent): BoardContent {
  const cards = mergeItems(base.cards, mine.cards, theirs.cards);
  const ids = new Set(cards.map((card) => card.id));
  const links = mergeItems(base.links, mine.links, theirs.links).filter((link) => ids.has(link.source) && ids.has(link.target));
  const pick = <K extends 'title' | 'shared'>(key: K) => (mine[key] !== base[key] ? mine[key] : theirs[key]);
  return { title: pick('title'), shared: pick('shared'), cards, links };
}
