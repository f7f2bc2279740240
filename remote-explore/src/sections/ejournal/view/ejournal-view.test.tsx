import { cleanup, screen, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import EjournalIssuePage from '../../../pages/ejournal-issue-page';
import EjournalPage from '../../../pages/ejournal-page';
import { A1, A2, A3, issue, summaryOf } from '../fixtures';

// ----------------------------------------------------------------------

const published = issue();
const draft = issue({
  id: 'd1',
  title: 'Monday picks',
  status: 'draft',
  canEdit: true,
  publishedAt: null,
  version: 4,
  editions: [{ id: 'd1', edition: 1, status: 'draft', publishedAt: null, withdrawn: false }],
});

function serve({ stale = false } = {}) {
  return mockApi((request) => {
    if (request.path === '/ejournal/all') return { status: 200, data: [summaryOf(draft), summaryOf(published)] };
    if (request.path === '/ejournal/i1') return { status: 200, data: published };
    if (request.path === '/ejournal/d1') return { status: 200, data: draft };
    if (request.path === '/ejournal/update/d1') {
      const body = request.body as { version: number; title: string };
      if (stale) {
        return {
          status: 409,
          data: { statusCode: 409, error: 'Conflict', message: 'changed', current: { ...draft, version: 5, title: 'Theirs' } },
        };
      }
      return { status: 200, data: { ...draft, ...(request.body as object), version: body.version + 1 } };
    }
    if (request.path === '/ejournal/publish/d1') return { status: 200, data: { ...draft, status: 'published', canEdit: false } };
    if (request.path === '/article/search') {
      return {
        status: 200,
        data: {
          items: [
            {
              id: A3,
              title: 'Wind farms expand',
              sourceName: 'Coast News',
              url: 'https://example.org/w',
              publishedAt: '2026-11-20T08:00:00.000Z',
              language: 'en',
              summary: 'Turbines.',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 8,
          facets: { sources: [], languages: [], days: [] },
          tookMs: 1,
        },
      };
    }
    return errorReply(404, 'Not found');
  });
}

afterEach(async () => {
  resetApi();
  cleanup();
  await changeLanguage('en');
});

describe('E-journal page', () => {
  it('shows a viewer the published issue as it reads, with its notes, and nothing to curate', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<EjournalPage />, { route: '/dashboard/ejournal?issue=i1' });
    const document = await screen.findByRole('article', { name: 'The week in energy' });
    expect(within(document).getByRole('heading', { level: 2, name: 'Energy' })).toBeInTheDocument();
    expect(within(document).getByRole('link', { name: 'Grid holds in the cold' })).toHaveAttribute('href', `/dashboard/read/${A1}`);
    expect(within(document).getByRole('note', { name: 'Editor’s note' })).toHaveTextContent('Read this first.');
    expect(screen.getByRole('link', { name: 'Open the printable page' })).toHaveAttribute('href', '/dashboard/ejournal/i1');
    expect(screen.queryByRole('button', { name: 'New issue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a new edition' })).toBeNull();
  });

  it('lets an analyst note, reorder sections, add an article from the search, save by version and publish', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<EjournalPage />, { route: '/dashboard/ejournal?issue=d1' });
    const editor = await screen.findByRole('region', { name: 'Edit the issue' });
    expect(within(editor).getByText('All changes saved')).toHaveAttribute('role', 'status');
    await user.type(within(editor).getByRole('textbox', { name: 'Editorial note on “Prices climb again”' }), 'Compare.');
    await user.click(within(editor).getByRole('button', { name: 'Move the section “Also this week” up' }));
    await user.type(within(editor).getByRole('searchbox', { name: 'Find articles to add' }), 'wind');
    await user.click(await within(editor).findByRole('button', { name: 'Add “Wind farms expand”' }));
    expect(within(editor).getByRole('button', { name: 'Move “Wind farms expand”' })).toBeInTheDocument();
    expect(within(editor).getByText('Unsaved changes')).toHaveAttribute('role', 'status');

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const saved = requests.find((request) => request.path === '/ejournal/update/d1');
    expect(saved?.body).toEqual({
      version: 4,
      title: 'Monday picks',
      introduction: 'A cold week tested the grid.',
      sections: [
        { id: 's2', title: 'Also this week', items: [{ articleId: A2, note: 'Compare.' }] },
        // A new article goes to the last section.
        {
          id: 's1',
          title: 'Energy',
          items: [
            { articleId: A1, note: 'Read this first.' },
            { articleId: A3, note: '' },
          ],
        },
      ],
    });
    expect(await within(editor).findByText('All changes saved')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish “Monday picks”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(requests.find((request) => request.path === '/ejournal/publish/d1')?.body).toEqual({ version: 5 });
    expect(await screen.findByText('Edition 1 is published.')).toBeInTheDocument();
  }, 30_000);

  it('says so when another save came first, and loads the saved version', async () => {
    signInAs('analyst');
    serve({ stale: true });
    const { user } = renderWithProviders(<EjournalPage />, { route: '/dashboard/ejournal?issue=d1' });
    const editor = await screen.findByRole('region', { name: 'Edit the issue' });
    const title = within(editor).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(/Someone saved this issue after you opened it/)).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Load the saved version' }));
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('Theirs');
  }, 30_000);

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    serve();
    renderWithProviders(<EjournalPage />, { route: '/dashboard/ejournal?issue=i1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الصحيفة الإلكترونية' })).toBeInTheDocument();
    const document = await screen.findByRole('article', { name: 'The week in energy' });
    expect(within(document).getByRole('note', { name: 'ملاحظة التحرير' })).toHaveTextContent('Read this first.');
    expect(screen.getByRole('link', { name: 'فتح الصفحة القابلة للطباعة' })).toBeInTheDocument();
  });

  it('prints an edition on its own page, with the downloads', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<EjournalIssuePage />, { route: '/dashboard/ejournal/i1', path: '/dashboard/ejournal/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The week in energy' })).toBeInTheDocument();
    expect(document.title).toBe('The week in energy | Mediawatch');
    for (const name of ['Print', 'Download PDF', 'Download newsletter (HTML)'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All issues' })).toHaveAttribute('href', '/dashboard/ejournal?issue=i1');
  });
});
