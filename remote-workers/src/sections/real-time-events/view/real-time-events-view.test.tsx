import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, CONFIG } from '@mediawatch/shared';
import {
  installFakeLiveServer,
  liveArticleEvent,
  mockApi,
  renderWithProviders,
  resetApi,
  signInAs,
  type FakeLiveServer,
} from '@mediawatch/shared/testing';

import { GROUP_ID, TOPIC_ID } from '../../../test-utils/fixtures';
import { RealTimeEventsView } from './real-time-events-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

let server: FakeLiveServer & { restore(): void };

beforeEach(() => {
  sessionStorage.setItem(CONFIG.tokenStorageKey, 'the-token');
  signInAs('analyst');
  mockApi((request) => {
    if (request.path === '/topic/all')
      return {
        status: 200,
        data: [
          {
            id: TOPIC_ID,
            name: 'Storms',
            description: '',
            query: 'storm',
            alertPolicy: { kind: 'none', threshold: null, windowHours: 24, cooldownMinutes: 60 },
            active: true,
            matchCount: 3,
            createdAt: '',
            updatedAt: '',
          },
        ],
      };
    if (request.path === '/sourceGroup/all') return { status: 200, data: [] };
    if (request.path === '/source/all') return { status: 200, data: [] };
    return { status: 404, data: { message: 'no' } };
  });
  server = installFakeLiveServer();
});

afterEach(async () => {
  cleanup();
  server.restore();
  resetApi();
  sessionStorage.clear();
  await changeLanguage('en');
});

const ROUTE = { path: '/dashboard/realTimeEvents' };

describe('RealTimeEventsView', () => {
  it('orders the events by the time it shows, newest first, whatever order the stream sends them in', async () => {
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const article = (id: number, title: string, publishedAt: string) => {
      const event = liveArticleEvent(id, { title });
      return { ...event, payload: { ...event.payload, publishedAt } };
    };
    // One ingestion batch stores a feed's items in the feed's order: the later id is the older article.
    act(() => server.send(article(1, 'Ten o’clock', '2026-11-23T10:00:00.000Z')));
    act(() => server.send(article(2, 'Eight o’clock', '2026-11-23T08:00:00.000Z')));
    act(() => server.send(article(3, 'Nine o’clock', '2026-11-23T09:00:00.000Z')));
    const list = await screen.findByRole('list', { name: 'Live events' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ten o’clock', 'Nine o’clock', 'Eight o’clock']);
  });

  it('opens the stream with the token and a backlog, and shows events newest first, linked to the reader', async () => {
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const connection = server.connections[0]!;
    expect(connection.url).toBe('/api/events/stream?backlog=30');
    expect(connection.headers.authorization).toBe('Bearer the-token');
    expect(await screen.findByRole('status')).toHaveTextContent('Live');
    expect(screen.getByText('Waiting for new articles and alerts…')).toBeInTheDocument();

    act(() => server.send(liveArticleEvent(1, { title: 'Storm hits the coast', topicIds: [TOPIC_ID] })));
    act(() => server.send(liveArticleEvent(2, { title: 'Markets calm' })));
    const list = await screen.findByRole('list', { name: 'Live events' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Markets calm', 'Storm hits the coast']);
    expect(within(list).getByRole('link', { name: 'Storm hits the coast' })).toHaveAttribute('href', '/dashboard/read/a-1');
    expect(within(list).getByText(`Topic ${TOPIC_ID}`)).toBeInTheDocument();
  });

  it('shows an alert event with its reason', async () => {
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() =>
      server.send({
        id: 9,
        type: 'alert',
        topicIds: [TOPIC_ID],
        sourceId: null,
        groupIds: [],
        language: null,
        createdAt: '2026-11-23T05:00:00.000Z',
        payload: {
          alertId: 'al-1',
          kind: 'spike',
          title: 'Storms is spiking',
          reason: '42 articles today against 8 usually',
          topicId: TOPIC_ID,
          sourceId: null,
          articleIds: [],
          firedAt: '2026-11-23T05:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Storms is spiking')).toBeInTheDocument();
    expect(screen.getByText('42 articles today against 8 usually')).toBeInTheDocument();
    expect(screen.getByText('Alert')).toBeInTheDocument();
  });

  it('words a coded alert in the reader’s language (docs/decisions/0040-server-texts-as-codes.md)', async () => {
    await changeLanguage('fr');
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() =>
      server.send({
        id: 10,
        type: 'alert',
        topicIds: [],
        sourceId: 's-1',
        groupIds: [],
        language: null,
        createdAt: '2026-11-23T05:00:00.000Z',
        payload: {
          alertId: 'al-2',
          kind: 'source-silent',
          title: 'Harbour Gazette has gone silent',
          reason: 'Nothing published for 20.55 h; it usually publishes every 2 h (alert after 6 h)',
          titleMessage: { code: 'alert.sourceSilent', params: { source: 'Harbour Gazette' } },
          reasonMessage: { code: 'alertReason.sourceSilent', params: { hours: 20.55, gap: 2 } },
          topicId: null,
          sourceId: 's-1',
          articleIds: [],
          firedAt: '2026-11-23T05:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Harbour Gazette est devenu silencieux')).toBeInTheDocument();
    expect(screen.getByText('Rien de publié depuis 20,55 h ; publie d’habitude toutes les 2 h')).toBeInTheDocument();
  });

  it('reads its filters from the URL and clearing them opens an unfiltered stream', async () => {
    const { user } = renderWithProviders(<RealTimeEventsView />, {
      ...ROUTE,
      route: `/dashboard/realTimeEvents?topicId=${TOPIC_ID}&groupId=${GROUP_ID}&language=fr&type=article`,
    });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const params = server.connections[0]!.params;
    expect([params.get('topicId'), params.get('groupId'), params.get('language'), params.get('type')]).toEqual([
      TOPIC_ID,
      GROUP_ID,
      'fr',
      'article',
    ]);
    expect(screen.getByText('Nothing yet matches these filters; new items will appear here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.url).toBe('/api/events/stream?backlog=30');
  });

  it('pauses: new events are held and counted, and shown on resume', async () => {
    const { user } = renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() => server.send(liveArticleEvent(1, { title: 'First' })));
    await screen.findByRole('link', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    act(() => server.send(liveArticleEvent(2, { title: 'Second' }), liveArticleEvent(3, { title: 'Third' })));
    const more = await screen.findByRole('button', { name: '2 new: show' });
    expect(screen.queryByRole('link', { name: 'Second' })).not.toBeInTheDocument();
    await user.click(more);
    const list = screen.getByRole('list', { name: 'Live events' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Third', 'Second', 'First']);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });

  it('says when the connection drops and resumes from the last event', async () => {
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() => server.send(liveArticleEvent(7, { title: 'Seen' })));
    await screen.findByRole('link', { name: 'Seen' });
    act(() => server.connections[0]!.end());
    expect(await screen.findByText('Connection lost: reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 5000 });
    expect(server.connections[1]!.headers['last-event-id']).toBe('7');
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<RealTimeEventsView />, { ...ROUTE, route: '/dashboard/realTimeEvents' });
    expect(await screen.findByRole('heading', { name: 'أحداث مباشرة' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إيقاف مؤقت' })).toBeInTheDocument();
  });
});
