import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type Thinkboard, type ThinkboardSave } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs, type ApiRequest } from '@mediawatch/shared/testing';
import { UNDO_DELAY_MS } from '@mediawatch/shared/workbench';

import { ThinkboardView } from './thinkboard-view';

// ----------------------------------------------------------------------
// The canvas is the real @xyflow/react; jsdom measures nothing, so elements
// get a size and the observers it needs exist (what its testing guide sets up).

jest.setTimeout(30_000);

beforeAll(() => {
  class Observer {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: Observer });
  class Matrix {
    m22: number;
    constructor(transform?: string) {
      this.m22 = Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1] ?? 1);
    }
  }
  Object.assign(window, { DOMMatrixReadOnly: Matrix });
  Object.assign(SVGElement.prototype, { getBBox: () => ({ x: 0, y: 0, width: 60, height: 16 }) });
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { get: () => 120, configurable: true },
    offsetWidth: { get: () => 240, configurable: true },
  });
});

afterEach(async () => {
  jest.useRealTimers();
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const ARTICLE = '8c0c6c1e-0000-4000-8000-000000000001';

const board = (overrides: Partial<Thinkboard> = {}): Thinkboard => ({
  id: 'b1',
  title: 'Grid clues',
  shared: true,
  ownerId: 'u-analyst',
  ownerName: 'Léo Martin',
  version: 1,
  cardCount: 2,
  linkCount: 1,
  canEdit: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  cards: [
    { id: 'q', kind: 'text', text: 'Why the blackout?', x: 0, y: 0 },
    { id: 'a', kind: 'article', refId: ARTICLE, x: 0, y: 200 },
  ],
  links: [{ id: 'q-a', source: 'q', target: 'a', label: 'evidence' }],
  references: [{ kind: 'article', id: ARTICLE, title: 'Grid operators brace for winter', detail: 'Le Monde' }],
  ...overrides,
});

const NOTE = '8c0c6c1e-0000-4000-8000-0000000000a1';
const NOTES = [
  { id: NOTE, title: 'Operator statements so far', ownerName: 'Léo Martin', tags: [], shared: true },
  { id: '8c0c6c1e-0000-4000-8000-0000000000a2', title: 'Price notes', ownerName: 'Léo Martin', tags: [], shared: false },
];

/** A server holding one board; `conflictOnce` makes the next save find another tab's version 5. */
function serve(options: { conflictOnce?: Thinkboard; initial?: Thinkboard } = {}) {
  let current = options.initial ?? board();
  let conflict = options.conflictOnce;
  const requests = mockApi((request) => {
    if (request.path === '/thinkboard/all') return { status: 200, data: [current] };
    if (request.path === '/thinkboard/b1') return { status: 200, data: current };
    if (request.path === '/note/all') {
      const q = request.params.get('q') ?? '';
      return { status: 200, data: NOTES.filter((note) => note.title.toLowerCase().includes(q.toLowerCase())) };
    }
    if (request.path === '/thinkboard/update/b1') {
      const save = request.body as ThinkboardSave;
      if (conflict) {
        current = conflict;
        conflict = undefined;
        return { status: 409, data: { ...errorReplyBody('The board changed since this version was loaded'), current } };
      }
      if (save.version !== current.version) return { status: 409, data: { ...errorReplyBody('stale'), current } };
      current = {
        ...current,
        cards: save.cards as Thinkboard['cards'],
        links: save.links as Thinkboard['links'],
        version: current.version + 1,
      };
      return { status: 200, data: current };
    }
    return errorReply(404, 'Not found');
  });
  return requests;
}

const errorReplyBody = (message: string) => ({ statusCode: 409, error: 'Conflict', message });

const saves = (requests: ApiRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body as ThinkboardSave);

/** A server holding two boards, "Grid clues" (b1, open first) and "Price watch" (b2); a DELETE takes one off the list. */
function serveTwo() {
  // The signed-in analyst's own boards: theirs to delete.
  let boards = [
    board({ ownerId: 'u-1' }),
    board({ id: 'b2', ownerId: 'u-1', title: 'Price watch', cards: [], links: [], references: [], updatedAt: '2026-11-19T10:00:00.000Z' }),
  ];
  const requests = mockApi((request) => {
    if (request.path === '/thinkboard/all') return { status: 200, data: boards };
    const open = boards.find((item) => request.path === `/thinkboard/${item.id}`);
    if (open) return { status: 200, data: open };
    const gone = /^\/thinkboard\/delete\/(\w+)$/.exec(request.path);
    if (gone && request.method === 'DELETE') {
      boards = boards.filter((item) => item.id !== gone[1]);
      return { status: 204, data: null };
    }
    return errorReply(404, 'Not found');
  });
  return { requests, deletes: () => requests.filter((request) => request.method === 'DELETE').map((request) => request.path) };
}

const picker = () => screen.getByRole('combobox', { name: 'Board' });

/** The boards the picker offers (it is opened, read and closed). */
async function offered(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(picker());
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

describe('ThinkboardView', () => {
  it('shows the board: its cards, the article linked to the reader, the labelled link and named controls', async () => {
    signInAs('viewer');
    // The server says who may edit: a viewer may not.
    serve({ initial: board({ canEdit: false }) });
    renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });

    expect(await screen.findByText('Why the blackout?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grid operators brace for winter' })).toHaveAttribute('href', `/dashboard/read/${ARTICLE}`);
    expect(screen.getByText('evidence')).toBeInTheDocument();
    const canvas = screen.getByRole('region', { name: 'Board canvas' });
    expect(within(canvas).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(canvas).getByRole('button', { name: 'Fit the board in view' })).toBeInTheDocument();
    // A viewer reads: no editing, and says so.
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('saves an added card with the version it was made on', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');

    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Check the operator');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
    const [save] = saves(requests);
    expect(save!.version).toBe(1);
    expect(save!.cards.map((card) => (card.kind === 'text' ? card.text : card.kind))).toEqual([
      'Why the blackout?',
      'article',
      'Check the operator',
    ]);
    expect(save!.links).toEqual([{ id: 'q-a', source: 'q', target: 'a', label: 'evidence' }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('puts a note found by search on the board, linked to it in Notes', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');

    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Note' }));
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search notes' }), 'operator');
    // Empty, the search lists the latest notes; typed, those that match.
    const pickNote = () => within(within(dialog).getByRole('radiogroup', { name: 'Pick a note' })).getAllByRole('radio');
    await waitFor(() => expect(pickNote()).toHaveLength(1));
    await user.click(pickNote()[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
    expect(saves(requests)[0]!.cards.at(-1)).toMatchObject({ kind: 'note', refId: NOTE });
    expect(requests.some((request) => request.path === '/note/all' && request.params.get('q') === 'operator')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Operator statements so far' })).toHaveAttribute('href', `/dashboard/notes?id=${NOTE}`);
  });

  it('renames the board and, for its owner only, shares it, saved with the board', async () => {
    signInAs('analyst');
    // Another analyst's shared board: they may rename it, not unshare it.
    const requests = serve();
    const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');
    await user.click(screen.getByRole('button', { name: 'Rename or share' }));
    let dialog = screen.getByRole('dialog', { name: 'Board settings' });
    expect(within(dialog).getByRole('switch', { name: 'Share with the team' })).toBeDisabled();
    expect(within(dialog).getByText('Only the board’s owner can share it or make it private.')).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Blackout clues');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
    expect(saves(requests)[0]).toMatchObject({ version: 1, title: 'Blackout clues', shared: true });
    cleanup();
    resetApi();

    // The owner makes their board private.
    signInAs('analyst');
    const own = serve({ initial: board({ ownerId: 'u-1' }) });
    const second = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');
    await second.user.click(screen.getByRole('button', { name: 'Rename or share' }));
    dialog = screen.getByRole('dialog', { name: 'Board settings' });
    await second.user.click(within(dialog).getByRole('switch', { name: 'Share with the team' }));
    await second.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(saves(own)).toHaveLength(1), { timeout: 5000 });
    expect(saves(own)[0]).toMatchObject({ title: 'Grid clues', shared: false });
  });

  it('on a stale save, offers to merge, and saves this tab’s card over the other tab’s version', async () => {
    signInAs('analyst');
    const theirs = board({
      version: 5,
      cards: [...board().cards, { id: 'other', kind: 'text', text: 'From the other tab', x: 300, y: 0 }],
    });
    const requests = serve({ conflictOnce: theirs });
    const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');

    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const conflict = await screen.findByRole('dialog', { name: 'The board changed in another tab or by someone else' }, { timeout: 5000 });
    expect(screen.getByText('Mine')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Merge my changes' }));

    await waitFor(() => expect(saves(requests)).toHaveLength(2), { timeout: 5000 });
    const merged = saves(requests)[1]!;
    expect(merged.version).toBe(5);
    expect(merged.cards.flatMap((card) => (card.kind === 'text' ? [card.text] : []))).toEqual([
      'Why the blackout?',
      'From the other tab',
      'Mine',
    ]);
    expect(await screen.findByText('From the other tab')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    signInAs('analyst');
    serve();
    renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
    await screen.findByText('Why the blackout?');
    expect(screen.getByRole('button', { name: 'إضافة بطاقة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
  });

  describe('deleting a board (an undo, no question: docs/decisions/0050-drafts-and-undo-on-the-workbench.md)', () => {
    it('takes the open board off the picker at once and opens the next; "Undo" brings it back, open, with nothing sent', async () => {
      signInAs('analyst');
      const { deletes } = serveTwo();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      expect(picker()).toHaveTextContent('Grid clues');

      await user.click(screen.getByRole('button', { name: 'Delete board' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Board “Grid clues” deleted')).toBeInTheDocument();
      expect(picker()).toHaveTextContent('Price watch');
      expect(await offered(user)).toEqual(['Price watch']);

      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(picker()).toHaveTextContent('Grid clues'));
      expect(await screen.findByText('Why the blackout?')).toBeInTheDocument();
      expect(await offered(user)).toEqual(['Grid clues', 'Price watch']);
      expect(deletes()).toEqual([]);
    });

    it('sends one DELETE on "Delete now", and the board does not come back', async () => {
      signInAs('analyst');
      const { deletes } = serveTwo();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await user.click(screen.getByRole('button', { name: 'Delete board' }));
      await user.click(await screen.findByRole('button', { name: 'Delete now' }));
      await waitFor(() => expect(deletes()).toEqual(['/thinkboard/delete/b1']));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
      expect(picker()).toHaveTextContent('Price watch');
      expect(await offered(user)).toEqual(['Price watch']);
      expect(deletes()).toHaveLength(1);
    });

    it('sends one DELETE when the undo offer times out', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      signInAs('analyst');
      const { deletes } = serveTwo();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await user.click(screen.getByRole('button', { name: 'Delete board' }));
      expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(UNDO_DELAY_MS - 500));
      expect(deletes()).toEqual([]);
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(deletes()).toEqual(['/thinkboard/delete/b1']));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
      act(() => jest.advanceTimersByTime(UNDO_DELAY_MS));
      expect(deletes()).toHaveLength(1);
    });

    it('sends the DELETE when the page is left', async () => {
      signInAs('analyst');
      const { deletes } = serveTwo();
      const { user, unmount } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await user.click(screen.getByRole('button', { name: 'Delete board' }));
      await screen.findByRole('button', { name: 'Undo' });
      unmount();
      await waitFor(() => expect(deletes()).toEqual(['/thinkboard/delete/b1']));
    });

    it('says there is no board left when the last one is deleted, until "Undo"', async () => {
      signInAs('analyst');
      const requests = serve({ initial: board({ ownerId: 'u-1' }) });
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await user.click(screen.getByRole('button', { name: 'Delete board' }));
      expect(await screen.findByText('No board yet')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Board' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('Why the blackout?')).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    });

    it('speaks French and Arabic', async () => {
      await changeLanguage('ar');
      signInAs('analyst');
      serveTwo();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await user.click(screen.getByRole('button', { name: 'حذف اللوحة' }));
      expect(await screen.findByText('حُذفت اللوحة «Grid clues»')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'تراجع' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'احذف الآن' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'تراجع' }));
      cleanup();

      await changeLanguage('fr');
      const second = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      await screen.findByText('Why the blackout?');
      await second.user.click(screen.getByRole('button', { name: 'Supprimer le tableau' }));
      expect(await screen.findByText('Tableau « Grid clues » supprimé')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
      await second.user.click(screen.getByRole('button', { name: 'Annuler' }));
    });
  });

  describe('removing cards and links on the board (the board’s own edits, undone in the editor)', () => {
    it('"Remove card" takes the card and its link off, and "Undo" puts both back where they were, saved', async () => {
      signInAs('analyst');
      const requests = serve();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      const card = await screen.findByRole('group', { name: 'Free text: Why the blackout?' });
      await user.click(within(card).getByRole('button', { name: 'Remove card' }));
      expect(await screen.findByText('Card “Why the blackout?” removed')).toBeInTheDocument();
      expect(screen.queryByText('Why the blackout?')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete now' })).toBeNull();
      await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
      expect(saves(requests)[0]).toMatchObject({ cards: [{ id: 'a' }], links: [] });

      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('Why the blackout?')).toBeInTheDocument();
      await waitFor(() => expect(saves(requests)).toHaveLength(2), { timeout: 5000 });
      expect(saves(requests)[1]).toMatchObject({
        version: 2,
        cards: [{ id: 'q' }, { id: 'a' }],
        links: [{ id: 'q-a', label: 'evidence' }],
      });
      expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    });

    it('the Delete key removes the selected card; Ctrl+Z brings it back', async () => {
      signInAs('analyst');
      const requests = serve();
      const { user } = renderWithProviders(<ThinkboardView />, { route: '/dashboard/thinkboard' });
      const card = await screen.findByRole('group', { name: 'Article: Grid operators brace for winter' });
      card.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete selected' })).toBeEnabled());
      await user.keyboard('{Delete}');
      expect(await screen.findByText('Card “Grid operators brace for winter” removed')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Article: Grid operators brace for winter' })).toBeNull();
      await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
      expect(saves(requests)[0]).toMatchObject({ cards: [{ id: 'q' }], links: [] });

      // The card took the focus with it: Ctrl+Z works from wherever it is.
      await user.keyboard('{Control>}z{/Control}');
      expect(await screen.findByRole('group', { name: 'Article: Grid operators brace for winter' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
      await waitFor(() => expect(saves(requests)).toHaveLength(2), { timeout: 5000 });
      expect(saves(requests)[1]).toMatchObject({ cards: [{ id: 'q' }, { id: 'a' }], links: [{ id: 'q-a' }] });
    });
  });
});
