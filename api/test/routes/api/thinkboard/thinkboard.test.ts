import { randomUUID } from 'node:crypto';

import type { Thinkboard, ThinkboardConflict, ThinkboardSummary } from '@mediawatch/shared/schemas';

import { DEMO_BOARD_TITLE } from '../../../../src/plugins/app/demo/thinkboard';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { insertArticles, insertSource, type CorpusArticle } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// ThinkBoard: boards per user or shared, cards referencing articles and
// events, labelled links; roles, validation, 404, and a 409 carrying the
// current board when a save is made on a stale version.

const ctx = useTestApp();

describe('/api/thinkboard', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;
  let article: CorpusArticle;

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    analyst = await login(ctx.app, DEMO.analyst);
    viewer = await login(ctx.app, DEMO.viewer);
    const source = await insertSource(ctx.db, 'Board Daily', 'en', 1000);
    article = {
      id: randomUUID(),
      sourceId: source.id,
      title: 'Grid holds in the cold',
      publishedAt: new Date(),
      language: 'en',
      tone: 1,
      clusterId: null,
    };
    await insertArticles(ctx.db, [article]);
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/thinkboard${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const twoCards = {
    cards: [
      { id: 'a', kind: 'text', text: 'Why now?', x: 0, y: 0 },
      { id: 'b', kind: 'text', text: 'Because of the cold', x: 300, y: 0 },
    ],
    links: [{ id: 'a-b', source: 'a', target: 'b', label: 'answer' }],
  };

  it('seeds the demo board, shared with the team, with labelled links', async () => {
    const all = (await inject(viewer, 'GET', '/all')).json<ThinkboardSummary[]>();
    const demo = all.find((board) => board.title === DEMO_BOARD_TITLE)!;
    expect(demo).toMatchObject({ shared: true, ownerName: 'Léo Martin', canEdit: false });
    const board = (await inject(viewer, 'GET', `/${demo.id}`)).json<Thinkboard>();
    expect(board.cards.length).toBeGreaterThanOrEqual(3);
    expect(board.links.every((link) => link.label.length > 0)).toBe(true);
    // The team's shared demo note is on it, and readable by everyone.
    const noteIds = board.cards.flatMap((card) => (card.kind === 'note' ? [card.refId] : []));
    expect(noteIds).toHaveLength(1);
    expect(board.references).toContainEqual(expect.objectContaining({ kind: 'note', id: noteIds[0] }));
    expect((await inject(analyst, 'GET', '/all')).json<ThinkboardSummary[]>().find((b) => b.id === demo.id)?.canEdit).toBe(true);
  });

  it('creates a private board with an article card, saves it by version, and refuses a stale save with the current board', async () => {
    const created = await inject(analyst, 'POST', '/add', {
      title: '  Grid story  ',
      cards: [...twoCards.cards, { id: 'c', kind: 'article', refId: article.id, x: 0, y: 200 }],
      links: twoCards.links,
    });
    expect(created.statusCode).toBe(201);
    const board = created.json<Thinkboard>();
    expect(board).toMatchObject({ title: 'Grid story', shared: false, version: 1, cardCount: 3, linkCount: 1, canEdit: true });
    expect(board.references).toEqual([{ kind: 'article', id: article.id, title: article.title, detail: 'Board Daily' }]);

    // Private: the others do not see it at all.
    expect((await inject(viewer, 'GET', `/${board.id}`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', '/all')).json<ThinkboardSummary[]>().map((b) => b.id)).not.toContain(board.id);

    // Tab one saves on version 1: version 2.
    const moved = board.cards.map((card) => (card.id === 'a' ? { ...card, x: 40 } : card));
    const first = await inject(analyst, 'PUT', `/update/${board.id}`, { version: 1, cards: moved, links: board.links });
    expect(first.statusCode).toBe(200);
    expect(first.json<Thinkboard>()).toMatchObject({ version: 2 });

    // Tab two, still on version 1: a 409 with the board as tab one left it, and nothing changed.
    const stale = await inject(analyst, 'PUT', `/update/${board.id}`, { version: 1, cards: [], links: [] });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<ThinkboardConflict>();
    expect(conflict.message).toMatch(/changed since this version/);
    expect(conflict.current).toMatchObject({ id: board.id, version: 2, cardCount: 3 });
    expect(conflict.current.cards.find((card) => card.id === 'a')).toMatchObject({ x: 40 });
    expect((await inject(analyst, 'GET', `/${board.id}`)).json<Thinkboard>()).toMatchObject({ version: 2, cardCount: 3 });

    // The reader's "put it on a board": found by article, added once.
    expect((await inject(analyst, 'GET', `/all?articleId=${article.id}`)).json<ThinkboardSummary[]>().map((b) => b.id)).toEqual([board.id]);
    const again = await inject(analyst, 'POST', `/addCard/${board.id}`, { kind: 'article', refId: article.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Thinkboard>()).toMatchObject({ version: 2, cardCount: 3 });
    const note = await inject(analyst, 'POST', `/addCard/${board.id}`, { kind: 'text', text: 'Ask the operator' });
    expect(note.statusCode).toBe(201);
    const withNote = note.json<Thinkboard>();
    expect(withNote.version).toBe(3);
    expect(withNote.cards.at(-1)).toMatchObject({ kind: 'text', text: 'Ask the operator', x: 0, y: 380 });
  });

  it('shows a note card to those who may read the note, and refuses a card for a note the author may not read', async () => {
    const addNote = async (token: string, title: string, shared: boolean) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/note/add', headers: bearer(token), payload: { title, shared } });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string; title: string }>();
    };
    const mine = await addNote(analyst, 'My private lead', false);
    const theirs = await addNote(admin, 'Admin private memo', false);
    const team = await addNote(admin, 'Team briefing', true);

    // Someone else's private note cannot be put on a board (nor told apart from one that does not exist).
    const refused = await inject(analyst, 'POST', '/add', {
      title: 'Leaky',
      cards: [{ id: 'n', kind: 'note', refId: theirs.id, x: 0, y: 0 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(`refId: no note has the id ${theirs.id}`);

    const created = await inject(analyst, 'POST', '/add', {
      title: 'Leads',
      shared: true,
      cards: [
        { id: 'mine', kind: 'note', refId: mine.id, x: 0, y: 0 },
        { id: 'team', kind: 'note', refId: team.id, x: 300, y: 0 },
      ],
      links: [{ id: 'l', source: 'mine', target: 'team', label: 'builds on' }],
    });
    expect(created.statusCode).toBe(201);
    const board = created.json<Thinkboard>();
    expect(board.references.map((reference) => reference.title).sort()).toEqual(['My private lead', 'Team briefing']);
    expect(board.references.find((reference) => reference.id === team.id)).toMatchObject({ kind: 'note', detail: 'Amira Haddad' });

    // The shared board is the team's, the private note its author's alone: the admin sees the card, not the note.
    const seen = (await inject(admin, 'GET', `/${board.id}`)).json<Thinkboard>();
    expect(seen.cards).toHaveLength(2);
    expect(seen.references.map((reference) => reference.id)).toEqual([team.id]);

    // The admin saves the board without touching the card: it is not checked again, and stays.
    const saved = await inject(admin, 'PUT', `/update/${board.id}`, { version: seen.version, cards: seen.cards, links: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Thinkboard>().cards.map((card) => card.id)).toEqual(['mine', 'team']);

    // A deleted note leaves its card, shown as missing.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/note/delete/${team.id}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect((await inject(analyst, 'GET', `/${board.id}`)).json<Thinkboard>().references.map((reference) => reference.id)).toEqual([
      mine.id,
    ]);
  });

  it('refuses bad input with a 400 naming the problem, and writes nothing', async () => {
    const before = (await inject(analyst, 'GET', '/all')).json<ThinkboardSummary[]>().length;
    const bad = async (payload: object, message: RegExp) => {
      const response = await inject(analyst, 'POST', '/add', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    await bad({ title: ' ' }, /Title is required/);
    await bad({ title: 'x', cards: [{ id: 'a', kind: 'sticker', x: 0, y: 0 }] }, /kind/);
    await bad({ title: 'x', cards: [{ id: 'a', kind: 'article', refId: 'nope', x: 0, y: 0 }] }, /refId must be an id/);
    await bad({ title: 'x', cards: [{ id: 'a', kind: 'article', refId: randomUUID(), x: 0, y: 0 }] }, /no article has the id/);
    await bad({ title: 'x', cards: [{ id: 'a', kind: 'event', refId: randomUUID(), x: 0, y: 0 }] }, /no event has the id/);
    await bad({ title: 'x', cards: [{ id: 'a', kind: 'text', text: 'a', x: 1e9, y: 0 }] }, /too far/);
    await bad({ title: 'x', cards: [twoCards.cards[0], twoCards.cards[0]] }, /used twice/);
    await bad({ title: 'x', cards: [twoCards.cards[0]], links: [{ id: 'l', source: 'a', target: 'b' }] }, /not on the board/);
    await bad({ title: 'x', cards: [twoCards.cards[0]], links: [{ id: 'l', source: 'a', target: 'a' }] }, /to itself/);
    expect((await inject(analyst, 'GET', '/all')).json<ThinkboardSummary[]>().length).toBe(before);

    const board = (await inject(analyst, 'POST', '/add', { title: 'Kept', ...twoCards })).json<Thinkboard>();
    const noVersion = await inject(analyst, 'PUT', `/update/${board.id}`, { cards: [], links: [] });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toMatch(/version/);
    const ghost = await inject(analyst, 'PUT', `/update/${board.id}`, {
      version: 1,
      cards: [{ id: 'g', kind: 'article', refId: randomUUID(), x: 0, y: 0 }],
      links: [],
    });
    expect(ghost.statusCode).toBe(400);
    expect((await inject(analyst, 'GET', `/${board.id}`)).json<Thinkboard>()).toMatchObject({ version: 1, cardCount: 2, linkCount: 1 });
  });

  it('answers 404 for a board that does not exist, whatever the call', async () => {
    const id = randomUUID();
    expect((await inject(viewer, 'GET', `/${id}`)).statusCode).toBe(404);
    expect((await inject(viewer, 'GET', '/not-an-id')).statusCode).toBe(404);
    const save = await inject(analyst, 'PUT', `/update/${id}`, { version: 1, cards: [], links: [] });
    expect(save.statusCode).toBe(404);
    expect(save.json().message).toBe('Board not found');
    expect((await inject(analyst, 'POST', `/addCard/${id}`, { kind: 'text', text: 'x' })).statusCode).toBe(404);
    expect((await inject(analyst, 'DELETE', `/delete/${id}`)).statusCode).toBe(404);
  });

  it('lets the team edit a shared board, only its owner share or delete it, and a viewer only read', async () => {
    const board = (await inject(analyst, 'POST', '/add', { title: 'Team board', shared: true, ...twoCards })).json<Thinkboard>();
    expect((await inject(viewer, 'GET', `/${board.id}`)).json<Thinkboard>()).toMatchObject({ canEdit: false, cardCount: 2 });
    expect((await inject(viewer, 'POST', '/add', { title: 'Mine' })).statusCode).toBe(403);
    expect((await inject(viewer, 'PUT', `/update/${board.id}`, { version: 1, cards: [], links: [] })).statusCode).toBe(403);

    // An admin edits the team's board, but may not make it private.
    const edited = await inject(admin, 'PUT', `/update/${board.id}`, { version: 1, title: 'Team board, edited', ...twoCards });
    expect(edited.statusCode).toBe(200);
    const unshare = await inject(admin, 'PUT', `/update/${board.id}`, { version: 2, shared: false, ...twoCards });
    expect(unshare.statusCode).toBe(403);
    expect(unshare.json().message).toMatch(/Only the owner/);

    // A private board of the admin's is not the analyst's to touch.
    const own = (await inject(admin, 'POST', '/add', { title: 'Admin only' })).json<Thinkboard>();
    expect((await inject(analyst, 'PUT', `/update/${own.id}`, { version: 1, cards: [], links: [] })).statusCode).toBe(404);

    expect((await inject(analyst, 'DELETE', `/delete/${board.id}`)).statusCode).toBe(204);
    expect((await inject(analyst, 'GET', `/${board.id}`)).statusCode).toBe(404);
  });
});
