import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type HistoricalEvent } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { HistoricalEventsView } from './historical-events-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const event = (overrides: Partial<HistoricalEvent>): HistoricalEvent => ({
  id: 'e',
  date: '2026-11-10',
  title: 'Event',
  category: 'other',
  description: '',
  status: 'confirmed',
  tone: -1.5,
  mentionCount: 2,
  articles: [
    {
      id: 'a1',
      title: 'Volcano erupts',
      url: 'https://example.org/a1',
      sourceName: 'Global Wire',
      publishedAt: '2026-11-10T08:00:00.000Z',
      tone: -1,
    },
  ],
  topicId: null,
  topicName: null,
  spike: null,
  createdBy: null,
  createdByName: null,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

function serve() {
  const events = [
    event({
      id: 'p1',
      title: 'Volcano: 12 articles',
      description: 'A spike of the topic "Volcano": 12 articles against a mean of 1.5 a day over the 28 days before.',
      status: 'proposed',
      topicId: 't1',
      topicName: 'Volcano',
      spike: { count: 12, mean: 1.5 },
      mentionCount: 12,
    }),
    event({ id: 'c1', title: 'Summit in Geneva', date: '2026-11-12', category: 'politics' }),
    event({ id: 'c2', title: 'Harbour reopens', date: '2026-10-03', category: 'economy', articles: [], mentionCount: 0, tone: null }),
  ];
  return mockApi((request) => {
    if (request.path === '/historicalEvent/all') {
      const status = request.params.get('status');
      const category = request.params.get('category');
      return { status: 200, data: events.filter((item) => item.status === status && (!category || item.category === category)) };
    }
    if (request.path.startsWith('/historicalEvent/update/')) {
      const index = events.findIndex((item) => request.path.endsWith(item.id));
      events[index] = { ...events[index]!, ...(request.body as Partial<HistoricalEvent>) };
      return { status: 200, data: events[index] };
    }
    if (request.path === '/historicalEvent/add') {
      const created = event({ id: 'n1', ...(request.body as Partial<HistoricalEvent>) });
      events.push(created);
      return { status: 201, data: created };
    }
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

describe('HistoricalEventsView', () => {
  it('shows the timeline by month, newest first, and an analyst confirms a proposal', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<HistoricalEventsView />, {
      route: '/dashboard/historicalEvents',
      path: '/dashboard/historicalEvents',
    });
    const november = await screen.findByRole('region', { name: 'Events of November 2026' });
    expect(within(november).getByRole('heading', { name: 'Summit in Geneva' })).toBeInTheDocument();
    const months = screen.getAllByRole('region', { name: /^Events of/ }).map((region) => region.getAttribute('aria-label'));
    expect(months).toEqual(['Events of November 2026', 'Events of October 2026']);
    expect(within(november).getByRole('link', { name: 'Volcano erupts' })).toHaveAttribute('href', '/dashboard/read/a1');

    const proposals = screen.getByRole('region', { name: 'Proposed' });
    expect(within(proposals).getByText('Spike of the topic Volcano')).toBeInTheDocument();
    expect(within(proposals).getByText('12 mentions')).toBeInTheDocument();
    await user.click(within(proposals).getByRole('button', { name: 'Confirm Volcano: 12 articles' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/historicalEvent/update/p1')?.body).toEqual({ status: 'confirmed' }),
    );
    expect(await within(november).findByRole('heading', { name: 'Volcano: 12 articles' })).toBeInTheDocument();
    expect(within(proposals).getByText('No proposal waiting.')).toBeInTheDocument();
  });

  it('filters by category through the URL and adds an event in a dialog', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<HistoricalEventsView />, {
      route: '/dashboard/historicalEvents?category=economy&from=2026-10-01',
      path: '/dashboard/historicalEvents',
    });
    await screen.findByRole('heading', { name: 'Harbour reopens' });
    expect(screen.queryByRole('heading', { name: 'Summit in Geneva' })).toBeNull();
    const call = requests.find((r) => r.path === '/historicalEvent/all' && r.params.get('status') === 'confirmed')!;
    expect(Object.fromEntries(call.params)).toEqual({ category: 'economy', from: '2026-10-01', status: 'confirmed' });

    await user.click(screen.getByRole('button', { name: 'Add an event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Port strike');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/historicalEvent/add')?.body).toMatchObject({ title: 'Port strike', category: 'other' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("words a spike's proposal in the reader's language, and an edit that leaves its text keeps it so", async () => {
    signInAs('analyst');
    const requests = serve();
    await changeLanguage('fr');
    const { user } = renderWithProviders(<HistoricalEventsView />, {
      route: '/dashboard/historicalEvents',
      path: '/dashboard/historicalEvents',
    });
    const proposals = await screen.findByRole('region', { name: 'Propositions' });
    // The stored text is the API's English wording; the figures word it in French.
    expect(await within(proposals).findByRole('heading', { name: 'Volcano : 12 articles' })).toBeInTheDocument();
    expect(
      within(proposals).getByText(
        'Pic du sujet « Volcano » : 12 articles, contre une moyenne de 1,5 par jour sur les 28 jours précédents.',
      ),
    ).toBeInTheDocument();

    await user.click(within(proposals).getByRole('button', { name: 'Modifier Volcano : 12 articles' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveValue('Volcano : 12 articles');
    // Saving a proposal's edit confirms it.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path === '/historicalEvent/update/p1')?.body).toEqual({
        date: '2026-11-10',
        category: 'other',
        status: 'confirmed',
      }),
    );
  });

  it('is read-only for a viewer, in Arabic', async () => {
    signInAs('viewer');
    serve();
    await changeLanguage('ar');
    renderWithProviders(<HistoricalEventsView />, { route: '/dashboard/historicalEvents', path: '/dashboard/historicalEvents' });
    expect(await screen.findByRole('heading', { name: 'Summit in Geneva' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مقترحات' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'أضف حدثًا' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^أكّد/ })).toBeNull();
  });
});
