import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@mediawatch/shared/router';
import { changeLanguage, type NoteSummary } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { NoteAction } from './note-action';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const ARTICLE = { id: 'a1', title: 'Grid operators brace for winter' };

const linked: NoteSummary = {
  id: 'n7',
  title: 'Winter demand',
  excerpt: '',
  tags: [],
  shared: true,
  considerationDay: null,
  version: 1,
  ownerId: 'u-2',
  ownerName: 'Léo',
  editable: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function page() {
  return (
    <Routes>
      <Route path="/dashboard/read/:id" element={<NoteAction article={ARTICLE} />} />
      <Route path="/dashboard/notes" element={<p>Notes page</p>} />
    </Routes>
  );
}

describe('NoteAction', () => {
  it('lists the notes linked to the article, each opening in Notes', async () => {
    signInAs('viewer');
    const requests = mockApi((request) => (request.path === '/note/all' ? { status: 200, data: [linked] } : (undefined as never)));
    renderWithProviders(page(), { route: '/dashboard/read/a1' });
    expect(await screen.findByRole('link', { name: 'Winter demand' })).toHaveAttribute('href', '/dashboard/notes?id=n7');
    expect(requests[0]!.params.get('articleId')).toBe('a1');
    // A viewer reads; only analysts write.
    expect(screen.queryByRole('button', { name: 'Add a note linked to this article' })).not.toBeInTheDocument();
  });

  it('adds a note linked to the article in one step and opens it', async () => {
    signInAs('analyst');
    const requests = mockApi((request) => {
      if (request.path === '/note/all') return { status: 200, data: [] };
      if (request.path === '/note/add') return { status: 201, data: { ...linked, id: 'n8', body: '', links: [], backlinks: [] } };
      return undefined as never;
    });
    const { user } = renderWithProviders(page(), { route: '/dashboard/read/a1' });
    expect(await screen.findByText('No note on this article yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a note linked to this article' }));
    expect(await screen.findByText('Notes page')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/note/add')!.body).toEqual({ title: ARTICLE.title, articleIds: ['a1'] });
  });

  it('says why when the note cannot be created, in French', async () => {
    await changeLanguage('fr');
    signInAs('analyst');
    mockApi((request) =>
      request.path === '/note/all' ? { status: 200, data: [] } : errorReply(403, 'Forbidden: your role cannot do this'),
    );
    const { user } = renderWithProviders(page(), { route: '/dashboard/read/a1' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter une note liée à cet article' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Impossible de créer la note : Forbidden: your role cannot do this'),
    );
  });
});
