import { screen, within } from '@testing-library/react';
import type { ThinkboardSummary } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { PutOnBoard } from './put-on-board';

// ----------------------------------------------------------------------

const ARTICLE = '8c0c6c1e-0000-4000-8000-000000000001';

const summary = (id: string, title: string, canEdit = true): ThinkboardSummary => ({
  id,
  title,
  shared: true,
  ownerId: 'u1',
  ownerName: 'Léo Martin',
  version: 3,
  cardCount: 2,
  linkCount: 1,
  canEdit,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function serve() {
  return mockApi((request) => {
    if (request.path === '/thinkboard/all') {
      return request.params.get('articleId') === ARTICLE
        ? { status: 200, data: [summary('b2', 'Winter grid')] }
        : { status: 200, data: [summary('b0', 'Not mine', false), summary('b1', 'Energy clues'), summary('b2', 'Winter grid')] };
    }
    if (request.path === '/thinkboard/addCard/b1')
      return { status: 201, data: { ...summary('b1', 'Energy clues'), cards: [], links: [], references: [], createdAt: '' } };
    if (request.path === '/thinkboard/add') {
      const body = request.body as { title: string };
      return { status: 201, data: { ...summary('b9', body.title), cards: [], links: [], references: [], createdAt: '' } };
    }
    return errorReply(404, 'Not found');
  });
}

afterEach(resetApi);

describe('PutOnBoard', () => {
  it('puts the article on the latest board the analyst may edit, in one step, and links to the board', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<PutOnBoard articleId={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Put on a board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this article on a board' });
    expect(await within(dialog).findByText('Already on “Winter grid”.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Board' })).toHaveTextContent('Energy clues');

    await user.click(within(dialog).getByRole('button', { name: 'Put on the board' }));
    const added = requests.find((request) => request.method === 'POST');
    expect(added).toMatchObject({ path: '/thinkboard/addCard/b1', body: { kind: 'article', refId: ARTICLE } });
    expect(await screen.findByText('Put on “Energy clues”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the board' })).toHaveAttribute('href', '/dashboard/thinkboard?board=b1');
  });

  it('or on a new board holding the article', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<PutOnBoard articleId={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Put on a board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this article on a board' });
    await within(dialog).findByText('Already on “Winter grid”.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Board' }));
    await user.click(screen.getByRole('option', { name: 'A new board…' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title of the new board' }), 'Blackout');
    await user.click(within(dialog).getByRole('button', { name: 'Put on the board' }));
    const created = requests.find((request) => request.path === '/thinkboard/add');
    expect(created?.body).toMatchObject({ title: 'Blackout', cards: [{ kind: 'article', refId: ARTICLE, x: 0, y: 0 }] });
    expect(await screen.findByText('Put on “Blackout”.')).toBeInTheDocument();
  });

  it('is not offered to a viewer', () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<PutOnBoard articleId={ARTICLE} />);
    expect(screen.queryByRole('button', { name: 'Put on a board' })).toBeNull();
  });
});
