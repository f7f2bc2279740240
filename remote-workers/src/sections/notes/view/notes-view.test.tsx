import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type Note, type NoteSummary } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs, type ApiReply, type ApiRequest } from '@mediawatch/shared/testing';

import { NotesView } from './notes-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const NOTE: Note = {
  id: 'n1',
  title: 'Summit framing',
  excerpt: 'Several outlets frame the summit',
  body: 'Several outlets frame the summit as a **failure**.',
  tags: ['energy'],
  shared: false,
  considerationDay: null,
  version: 3,
  ownerId: 'u-1',
  ownerName: 'Ada',
  editable: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  links: [{ kind: 'article', id: 'a1', title: 'Storm batters the harbour' }],
  backlinks: [],
};

const summary = (note: Note): NoteSummary => {
  const { body: _body, links: _links, backlinks: _backlinks, ...rest } = note;
  return rest;
};

/** A server holding `note`; `onSave` answers the PATCH (default: saved, version + 1). */
function serve(note: Note, onSave?: (request: ApiRequest) => ApiReply) {
  let current = note;
  return mockApi((request) => {
    if (request.path === '/note/all') return { status: 200, data: [summary(current)] };
    if (request.path === `/note/${note.id}`) return { status: 200, data: current };
    if (request.path === `/note/update/${note.id}`) {
      if (onSave) return onSave(request);
      current = { ...current, ...(request.body as Partial<Note>), version: current.version + 1, updatedAt: '2026-11-20T10:00:00.000Z' };
      return { status: 200, data: current };
    }
    if (request.path === `/note/delete/${note.id}`) return { status: 204, data: null };
    if (request.path === '/topic/all') return { status: 200, data: [] };
    return undefined as never;
  });
}

const saves = (requests: ApiRequest[]) => requests.filter((request) => request.method === 'PATCH');

describe('NotesView', () => {
  it('opens the note of the URL, renders its Markdown and links back to its article', async () => {
    signInAs('analyst');
    serve(NOTE);
    renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Summit framing');
    expect(screen.getByRole('status')).toHaveTextContent(/^All changes saved at/);
    expect(screen.getByRole('link', { name: 'Article · Storm batters the harbour' })).toHaveAttribute('href', '/dashboard/read/a1');
  });

  describe('"New note", a draft until it holds something', () => {
    /** The server of `serve`, also answering the create with the note it makes. */
    function serveWithCreate() {
      const created: Note[] = [];
      const requests = mockApi((request) => {
        if (request.path === '/note/all') return { status: 200, data: created.map(summary) };
        if (request.path === '/note/add') {
          const input = request.body as { title: string; body: string };
          const note = { ...NOTE, id: `new-${created.length + 1}`, title: input.title, body: input.body, links: [], version: 1 };
          created.push(note);
          return { status: 201, data: note };
        }
        const note = created.find((candidate) => request.path === `/note/${candidate.id}`);
        if (note) return { status: 200, data: note };
        if (request.path === '/topic/all') return { status: 200, data: [] };
        return undefined as never;
      });
      return { requests, creates: () => requests.filter((request) => request.path === '/note/add') };
    }

    it('writes nothing while empty, and nothing when left empty', async () => {
      signInAs('analyst');
      const { creates } = serveWithCreate();
      const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes', path: '/dashboard/notes' });
      await user.click(await screen.findByRole('button', { name: 'New note' }));
      const draft = await screen.findByRole('article', { name: 'New note (draft)' });
      expect(within(draft).getByRole('status')).toHaveTextContent(/^Draft: saved once it has a title or text/);
      await user.type(within(draft).getByRole('textbox', { name: 'Title' }), '   ');
      await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      await user.click(within(draft).getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('article', { name: 'New note (draft)' })).toBeNull();
      expect(screen.getByText('No note open')).toBeTruthy();
      expect(creates()).toHaveLength(0);
    });

    it('becomes a note once its text is saved, and goes on in the full editor', async () => {
      signInAs('analyst');
      const { creates } = serveWithCreate();
      const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?new', path: '/dashboard/notes' });
      const draft = await screen.findByRole('article', { name: 'New note (draft)' });
      await user.type(within(draft).getByRole('textbox', { name: 'Text (Markdown)' }), 'Wires first.');
      await waitFor(() => expect(creates()).toHaveLength(1), { timeout: 5000 });
      // No title typed: the note is named for the time being, its text kept.
      expect(creates()[0]!.body).toEqual({ title: 'Untitled note', body: 'Wires first.' });
      const body = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
      await waitFor(() => expect(screen.queryByRole('article', { name: 'New note (draft)' })).toBeNull());
      expect(body).toHaveValue('Wires first.');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveFocus());
      expect(creates()).toHaveLength(1);
    });

    it('saves what was typed when left before the pause', async () => {
      signInAs('analyst');
      const { creates } = serveWithCreate();
      const { user, unmount } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?new', path: '/dashboard/notes' });
      const draft = await screen.findByRole('article', { name: 'New note (draft)' });
      await user.type(within(draft).getByRole('textbox', { name: 'Title' }), 'Quick thought');
      unmount();
      await waitFor(() => expect(creates()).toHaveLength(1));
      expect(creates()[0]!.body).toEqual({ title: 'Quick thought', body: '' });
    });
  });

  it('deletes with an undo: the note leaves the list at once, "Undo" brings it back and nothing was sent', async () => {
    signInAs('analyst');
    const requests = serve(NOTE);
    const deletes = () => requests.filter((request) => request.method === 'DELETE');
    const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    const list = await screen.findByRole('list', { name: /Notes found/ });
    expect(within(list).getByRole('button', { name: /Summit framing/ })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Summit framing" deleted')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: /Notes found/ })).queryByRole('button', { name: /Summit framing/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(await screen.findByRole('list', { name: /Notes found/ })).getByRole('button', { name: /Summit framing/ })).toBeTruthy();
    expect(deletes()).toHaveLength(0);

    // Deleted again and not undone: the delete is sent when the snackbar goes.
    await user.click(within(screen.getByRole('list', { name: /Notes found/ })).getByRole('button', { name: /Summit framing/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete now' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.path).toBe('/note/delete/n1');
  });

  it('saves a pause after typing, on the version it holds, and says so', async () => {
    signInAs('analyst');
    const requests = serve(NOTE);
    const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    const body = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    await user.type(body, ' Check the wires.');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(saves(requests)).toHaveLength(1), { timeout: 5000 });
    expect(saves(requests)[0]!.body).toEqual({ body: `${NOTE.body} Check the wires.`, version: 3 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^All changes saved at/));

    // The next change goes on the version the server answered.
    await user.click(screen.getByRole('switch', { name: 'Share with the team' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2), { timeout: 5000 });
    expect(saves(requests)[1]!.body).toEqual({ shared: true, version: 4 });
  });

  it('does not overwrite a newer save: a 409 stops autosave and offers both versions', async () => {
    signInAs('analyst');
    const newer: Note = { ...NOTE, body: 'Written in another tab.', version: 4, updatedAt: '2026-11-20T09:30:00.000Z' };
    const requests = serve(NOTE, (request) =>
      (request.body as { version: number }).version === 3
        ? errorReply(409, 'This note was saved elsewhere since you opened it', { current: newer })
        : { status: 200, data: { ...newer, ...(request.body as object), version: 5 } },
    );
    const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (draft)');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/saved elsewhere \(Ada/);
    // No retry behind the person's back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(saves(requests)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(saves(requests)[1]!.body).toEqual({ title: 'Summit framing (draft)', body: NOTE.body, version: 4 });
  });

  it('loads the saved version when asked after a conflict', async () => {
    signInAs('analyst');
    const newer: Note = { ...NOTE, body: 'Written in another tab.', version: 4 };
    serve(NOTE, () => errorReply(409, 'Saved elsewhere', { current: newer }));
    const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    await user.type(await screen.findByRole('textbox', { name: 'Text (Markdown)' }), '!');
    await user.click(await screen.findByRole('button', { name: 'Load the saved version' }, { timeout: 5000 }));
    expect(screen.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue('Written in another tab.');
    expect(screen.getByRole('status')).toHaveTextContent(/^All changes saved/);
  });

  it('searches the notes by their words', async () => {
    signInAs('analyst');
    const requests = serve(NOTE);
    const { user } = renderWithProviders(<NotesView />, { route: '/dashboard/notes', path: '/dashboard/notes' });
    await screen.findByRole('button', { name: /Summit framing/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'summit');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/note/all' && request.params.get('q') === 'summit')).toBe(true),
    );
  });

  it('lets a viewer read a shared note, without editing it, in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    serve({ ...NOTE, editable: false, shared: true, ownerName: 'Léo' });
    renderWithProviders(<NotesView />, { route: '/dashboard/notes?id=n1', path: '/dashboard/notes' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Summit framing' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'العنوان' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ملاحظة جديدة' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الملاحظة منسّقة' }).querySelector('strong')).toHaveTextContent('failure');
  });
});
