import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, setUpChartEnvironment, signInAs, type ApiRequest } from '@mediawatch/shared/testing';

import { exploreAttention, exploreEntities, exploreSummary } from '../../../test-utils/fixtures';
import { ExploreView } from './explore-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

let events: unknown[] = [];

function serve(attention?: (request: ApiRequest) => { status: number; data?: unknown }) {
  return mockApi((request) => {
    if (request.path === '/explore/attention')
      return attention ? attention(request) : { status: 200, data: exploreAttention(request.params.getAll('q')) };
    if (request.path === '/explore/summary') return { status: 200, data: exploreSummary(request.params.get('q')!) };
    if (request.path === '/explore/entities') return { status: 200, data: exploreEntities(request.params.get('q')!) };
    if (request.path === '/topic/validate') return { status: 200, data: { valid: true, error: null } };
    if (request.path === '/topic/add') return { status: 201, data: { id: 't1', name: (request.body as { name: string }).name } };
    if (request.path === '/source/all' || request.path === '/sourceGroup/all') return { status: 200, data: [] };
    if (request.path === '/historicalEvent/all') return { status: 200, data: events };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const ROUTE = '/dashboard/related-articles?q=storm&q=election%20OR%20vote&interval=week&from=2026-11-01&to=2026-11-20';

describe('ExploreView', () => {
  it('reads its whole state from the URL and charts two queries as shares of the filters’ articles', async () => {
    signInAs('viewer');
    const requests = serve();
    renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
    const table = await screen.findByRole('table', { name: 'The data of “Attention over time”' }, { timeout: 15_000 });
    const call = requests.find((request) => request.path === '/explore/attention')!;
    expect(call.params.getAll('q')).toEqual(['storm', 'election OR vote']);
    expect(call.params.get('interval')).toBe('week');
    expect(call.params.get('from')).toBe('2026-11-01');
    expect(call.params.get('to')).toBe('2026-11-20');
    // Week 2: 40 of 2,000 for the first query is 2 %.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2026-11-09400.02800.042,000');
    expect(screen.getByLabelText('Query 1')).toHaveValue('storm');
    expect(screen.getByLabelText('Query 2')).toHaveValue('election OR vote');
    // Each query's total and its share of the filters' articles.
    expect(await screen.findAllByText('60 articles')).toHaveLength(2);
    expect(screen.getAllByText('1.7% of 3,500 articles in the filters')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'storm hits the coast' })).toHaveAttribute('href', '/dashboard/read/a-storm');
  });

  it('shows the people, organizations and places of each query, with counts and shares, compared in their tables', async () => {
    signInAs('viewer');
    const requests = serve();
    renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
    const people = await screen.findByRole('heading', { name: 'People' }, { timeout: 15_000 });
    const panel = people.closest('.MuiCard-root') as HTMLElement;
    // Both queries' bars with count and share, and the panel's table comparing them.
    expect(await within(panel).findAllByText('50%')).toHaveLength(2);
    const table = within(panel).getByRole('table', { name: 'The data of “People”', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })[1]).toHaveTextContent('Emmanuel Macron3030');
    // Each name opens its entity page.
    for (const link of within(panel).getAllByRole('link', { name: 'Emmanuel Macron' }))
      expect(link).toHaveAttribute('href', '/dashboard/entity/1');
    expect(screen.getByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    const places = screen.getByRole('heading', { name: 'Places' }).closest('.MuiCard-root') as HTMLElement;
    // The first query has no place; the second has Paris, France.
    expect(within(places).getByText('No place found in these articles.')).toBeInTheDocument();
    // The bar and the panel's table row.
    expect(within(places).getAllByText('Paris (FR)')).toHaveLength(2);
    expect(within(places).getByRole('link', { name: 'Paris (FR)' })).toHaveAttribute('href', '/dashboard/entity/4');
    // Matches the background job has not read yet are said.
    expect(within(panel).getByText(/5 matching articles are not read for names yet/)).toBeInTheDocument();
    const calls = requests.filter((request) => request.path === '/explore/entities');
    expect(calls.map((request) => request.params.get('q'))).toEqual(['storm', 'election OR vote']);
  });

  it('marks the confirmed historical events of the period on the time axis, named in the data table', async () => {
    signInAs('viewer');
    events = [
      {
        id: 'e1',
        date: '2026-11-10',
        title: 'Harbour storm',
        category: 'disaster',
        description: '',
        status: 'confirmed',
        tone: -2,
        mentionCount: 3,
        articles: [],
        topicId: null,
        topicName: null,
        createdBy: null,
        createdByName: null,
        createdAt: '2026-11-10T10:00:00.000Z',
        updatedAt: '2026-11-10T10:00:00.000Z',
      },
    ];
    const requests = serve();
    try {
      renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
      const table = await screen.findByRole('table', { name: 'The data of “Attention over time”' }, { timeout: 15_000 });
      const call = requests.find((request) => request.path === '/historicalEvent/all')!;
      expect(Object.fromEntries(call.params)).toEqual({ status: 'confirmed', from: '2026-11-01', to: '2026-11-20' });
      await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Events' })).toBeInTheDocument());
      // The event of Tuesday 10 falls in the week of Monday 9.
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/^2026-11-09.*Harbour storm$/);
      expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('Harbour storm');
    } finally {
      events = [];
    }
  });

  it('says which query does not parse, where', async () => {
    signInAs('viewer');
    serve(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'q[2]: AND at position 6 needs a term after it',
        position: 6,
        length: 3,
        index: 1,
      },
    }));
    renderWithProviders(<ExploreView />, {
      route: '/dashboard/related-articles?q=storm&q=storm%20AND',
      path: '/dashboard/related-articles',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('q[2]: AND at position 6 needs a term after it (at character 7)');
  });

  it('saves a query as a topic in one step, for a role that may', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
    await user.click((await screen.findAllByRole('button', { name: 'Save as topic' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Save “storm” as a topic' });
    await user.clear(within(dialog).getByLabelText(/Topic name/));
    await user.type(within(dialog).getByLabelText(/Topic name/), 'Storm watch');
    await user.click(within(dialog).getByRole('button', { name: 'Save as topic' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/topic/add')?.body).toMatchObject({ name: 'Storm watch', query: 'storm' }),
    );
    expect(await screen.findByText('Saved as the topic “Storm watch”.')).toBeInTheDocument();
  });

  it('keeps a query typed but not yet run when a filter changes the URL', async () => {
    signInAs('viewer');
    serve();
    const { user } = renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
    await user.click(await screen.findByRole('button', { name: 'Remove query 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a query to compare' }));
    await user.type(screen.getByLabelText('Query 2'), 'floods');
    // A filter writes the URL at once; the unsubmitted query must survive it.
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('Query 1')).toHaveValue('storm');
    expect(screen.getByLabelText('Query 2')).toHaveValue('floods');
  });

  it('offers no saving to a viewer, and reads in Arabic', async () => {
    signInAs('viewer');
    serve();
    await changeLanguage('ar');
    renderWithProviders(<ExploreView />, { route: ROUTE, path: '/dashboard/related-articles' });
    // The chart's panel is a lazy chunk: on a loaded machine it takes more than the default second.
    expect(await screen.findByRole('heading', { level: 2, name: 'الاهتمام عبر الزمن' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حفظ كموضوع' })).toBeNull();
  });
});
