import type { ThinkboardCard } from '@mediawatch/shared';

import { mergeBoards, type BoardContent } from './merge';

// ----------------------------------------------------------------------

const text = (id: string, x = 0, words = id): ThinkboardCard => ({ id, kind: 'text', text: words, x, y: 0 });
const base: BoardContent = {
  title: 'Board',
  shared: false,
  cards: [text('a'), text('b'), text('c')],
  links: [{ id: 'ab', source: 'a', target: 'b', label: 'why' }],
};

describe('mergeBoards', () => {
  it("re-applies this tab's additions, moves and deletions on the latest board, and keeps the other tab's", () => {
    const mine: BoardContent = {
      ...base,
      cards: [text('a', 50), text('b'), text('mine')],
      links: [...base.links, { id: 'a-mine', source: 'a', target: 'mine', label: 'see' }],
    };
    const theirs: BoardContent = {
      title: 'Board, renamed',
      shared: true,
      cards: [text('a'), text('b', 0, 'b, edited'), text('c'), text('theirs')],
      links: [{ id: 'ab', source: 'a', target: 'b', label: 'because' }],
    };
    const merged = mergeBoards(base, mine, theirs);
    // Names and sharing this tab left alone take the other tab's.
    expect(merged).toMatchObject({ title: 'Board, renamed', shared: true });
    expect(merged.cards).toEqual([text('a', 50), text('b', 0, 'b, edited'), text('theirs'), text('mine')]);
    expect(merged.links.map((link) => [link.id, link.label])).toEqual([
      ['ab', 'because'],
      ['a-mine', 'see'],
    ]);
  });

  it('brings back a card this tab changed and the other deleted, and drops links left without an end', () => {
    const mine: BoardContent = { ...base, title: 'Mine', shared: true, cards: [text('a'), text('b', 90), text('c')] };
    const theirs: BoardContent = { title: 'Board', shared: false, cards: [text('c')], links: [] };
    const merged = mergeBoards(base, mine, theirs);
    // This tab renamed and shared it: that stays.
    expect(merged).toMatchObject({ title: 'Mine', shared: true });
    expect(merged.cards.map((card) => card.id)).toEqual(['c', 'b']);
    expect(merged.links).toEqual([]);
  });

  it('keeps a card this tab deleted when the other tab changed it', () => {
    const mine: BoardContent = { ...base, cards: [text('a'), text('b')], links: base.links };
    const theirs: BoardContent = { ...base, cards: [text('a'), text('b'), text('c', 0, 'c, edited')] };
    expect(mergeBoards(base, mine, theirs).cards.map((card) => card.id)).toEqual(['a', 'b', 'c']);
  });
});
