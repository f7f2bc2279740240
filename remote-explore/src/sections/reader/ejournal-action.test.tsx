import { screen, within } from '@testing-library/react';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';
import { AddToEjournal } from '@mediawatch/shared/workbench';

import { A1, A3, issue, summaryOf } from '../ejournal/fixtures';
import { EjournalIssuesCard } from './ejournal-action';

// ----------------------------------------------------------------------

const draft = issue({ id: 'd1', title: 'Monday picks', status: 'draft', canEdit: true, publishedAt: null, articleCount: 1, version: 4 });

function serve() {
  return mockApi((request) => {
    if (request.path === '/ejournal/all') {
      if (request.params.get('status') === 'draft') return { status: 200, data: [summaryOf(draft)] };
      if (request.params.get('articleId') === A1) return { status: 200, data: [summaryOf(issue())] };
      return { status: 200, data: [] };
    }
    if (request.path === '/ejournal/addArticle/d1') return { status: 201, data: { ...draft, articleCount: 2, version: 5 } };
    if (request.path === '/ejournal/add') {
      const body = request.body as { title: string };
      return { status: 201, data: { ...draft, id: 'd9', title: body.title } };
    }
    return errorReply(404, 'Not found');
  });
}

afterEach(resetApi);

// The reader's "Add to e-journal" is the shared workbench action (the warehouse offers it too).
describe('AddToEjournal in the reader', () => {
  it('adds the article to the latest draft in one step and links to the issue', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<AddToEjournal articleId={A3} />);
    await user.click(screen.getByRole('button', { name: 'Add to e-journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this article to an e-journal issue' });
    expect(await within(dialog).findByRole('combobox', { name: 'Draft issue' })).toHaveTextContent('Monday picks');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the issue' }));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/ejournal/addArticle/d1',
      body: { articleId: A3 },
    });
    expect(await screen.findByText('Added to “Monday picks”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the issue' })).toHaveAttribute('href', '/dashboard/ejournal?issue=d1');
  });

  it('or starts a new issue holding the article', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<AddToEjournal articleId={A3} />);
    await user.click(screen.getByRole('button', { name: 'Add to e-journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this article to an e-journal issue' });
    await within(dialog).findByText('Monday picks');
    await user.click(within(dialog).getByRole('combobox', { name: 'Draft issue' }));
    await user.click(screen.getByRole('option', { name: 'A new issue…' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title of the new issue' }), 'Blackout week');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the issue' }));
    const created = requests.find((request) => request.path === '/ejournal/add');
    expect(created?.body).toMatchObject({
      title: 'Blackout week',
      sections: [{ title: 'Articles', items: [{ articleId: A3, note: '' }] }],
    });
    expect(await screen.findByText('Added to “Blackout week”.')).toBeInTheDocument();
  });

  it('is not offered to a viewer, who still sees the issues holding the article', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(
      <>
        <AddToEjournal articleId={A1} />
        <EjournalIssuesCard articleId={A1} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Add to e-journal' })).toBeNull();
    const card = await screen.findByRole('region', { name: 'In e-journal issues' });
    expect(within(card).getByRole('link', { name: 'The week in energy' })).toHaveAttribute('href', '/dashboard/ejournal/i1');
  });
});
