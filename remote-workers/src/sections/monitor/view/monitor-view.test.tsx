import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { changeLanguage, CONFIG, type Topic } from '@mediawatch/shared';
import type { MonitorColumn } from '@mediawatch/shared/schemas';
import {
  installFakeLiveServer,
  liveArticleEvent,
  mockApi,
  renderWithProviders,
  resetApi,
  signInAs,
  type ApiRequest,
  type FakeLiveServer,
} from '@mediawatch/shared/testing';

import { article } from '../../../test-utils/fixtures';
import { MonitorView } from './monitor-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const STORMS = '7a0c6c1e-0000-4000-8000-0000000000a1';
const MARKETS = '7a0c6c1e-0000-4000-8000-0000000000a2';
const HARBOURS = '7a0c6c1e-0000-4000-8000-0000000000a3';

const topic = (id: string, name: string, query: string): Topic => ({
  id,
  name,
  description: '',
  query,
  alertPolicy: { kind: 'none', threshold: null, windowHours: 24, cooldownMinutes: 60 },
  active: true,
  matchCount: 1,
  createdAt: '',
  updatedAt: '',
});
const TOPICS = [topic(STORMS, 'Storms', 'storm OR flood'), topic(MARKETS, 'Markets', 'market'), topic(HARBOURS, 'Harbours', 'harbour')];

let server: FakeLiveServer & { restore(): void };
let saved: string[];
let requests: ApiRequest[];
/** The alerts the API has fired today, by topic. */
let fired: Record<string, { firedAt: string; articleCount: number }[]>;

function columnsOf(ids: string[]): MonitorColumn[] {
  return ids.map((id, position) => {
    const found = TOPICS.find((item) => item.id === id)!;
    return { topicId: id, name: found.name, query: found.query, alertKind: id === STORMS ? 'every' : 'none', position };
  });
}

beforeEach(() => {
  sessionStorage.setItem(CONFIG.tokenStorageKey, 'the-token');
  signInAs('analyst');
  saved = [STORMS, MARKETS];
  fired = {};
  requests = mockApi((request) => {
    if (request.path === '/alert/all') {
      const items = (fired[request.params.get('topic')!] ?? []).map((alert, index) => ({
        id: `alert-${index}`,
        kind: 'topic-match',
        title: 'New matches',
        reason: 'matched',
        titleMessage: null,
        reasonMessage: null,
        details: {},
        topic: { id: request.params.get('topic'), name: 'Storms' },
        source: null,
        articleIds: [],
        read: false,
        updatedAt: alert.firedAt,
        ...alert,
      }));
      return { status: 200, data: { items, total: items.length, page: 1, pageSize: 1 } };
    }
    if (request.path === '/topic/all') return { status: 200, data: TOPICS };
    if (request.path === '/monitor/columns' && request.method === 'GET') return { status: 200, data: columnsOf(saved) };
    if (request.path === '/monitor/columns' && request.method === 'PUT') {
      saved = (request.body as { topicIds: string[] }).topicIds;
      return { status: 200, data: columnsOf(saved) };
    }
    if (request.path === '/article/all') {
      const id = request.params.get('topicId');
      const items = id === STORMS ? [article('s1', 'Storm closes the port', -3)] : [];
      return { status: 200, data: { items, total: items.length, page: 1, pageSize: 15, nextCursor: null } };
    }
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

const columnNames = () =>
  within(screen.getByRole('list', { name: 'Watchlist columns' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('MonitorView', () => {
  it('shows a column per saved topic with its query and newest articles, then articles arriving live', async () => {
    renderWithProviders(<MonitorView />, { route: '/dashboard/monitor', path: '/dashboard/monitor' });
    await waitFor(() => expect(columnNames()).toEqual(['Storms', 'Markets']));
    expect(screen.getByText('Query: storm OR flood')).toBeInTheDocument();
    const storms = screen.getByRole('region', { name: 'Storms' });
    expect(await within(storms).findByRole('link', { name: 'Storm closes the port' })).toHaveAttribute('href', '/dashboard/read/s1');
    const list = requests.find((request) => request.path === '/article/all' && request.params.get('topicId') === STORMS)!;
    expect([list.params.get('sort'), list.params.get('order')]).toEqual(['publishedAt', 'desc']);

    // One stream for every column's topic, articles only.
    await waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0]!.params.get('topicId')!.split(',').sort()).toEqual([STORMS, MARKETS].sort());
    expect(server.connections[0]!.params.get('type')).toBe('article,alert');
    act(() => server.send(liveArticleEvent(5, { title: 'Flood warning upstream', topicIds: [STORMS] })));
    const fresh = await within(storms).findByRole('link', { name: 'Flood warning upstream' });
    expect(
      within(storms)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Flood warning upstream', 'Storm closes the port']);
    expect(fresh).toHaveAttribute('href', '/dashboard/read/a-5');
    expect(within(screen.getByRole('region', { name: 'Markets' })).queryByRole('link', { name: 'Flood warning upstream' })).toBeNull();

    // The alert state at a glance: Markets has no policy; Storms alerts on every match, quiet until an
    // alert of its topic arrives on the stream, then fired (how long ago).
    expect(within(screen.getByRole('region', { name: 'Markets' })).getByText('No alert')).toBeInTheDocument();
    expect(await within(storms).findByText('Every match: quiet today')).toBeInTheDocument();
    const alertRequest = requests.find((request) => request.path === '/alert/all')!;
    expect(alertRequest.params.get('topic')).toBe(STORMS);
    expect(new Date(alertRequest.params.get('from')!).getHours()).toBe(0);
    fired[STORMS] = [{ firedAt: new Date(Date.now() - 5 * 60_000).toISOString(), articleCount: 4 }];
    act(() => server.send({ ...liveArticleEvent(6, { topicIds: [STORMS] }), type: 'alert', payload: { alertId: 'alert-0' } }));
    expect(await within(storms).findByText('Every match: fired 5 minutes ago, 4 articles')).toBeInTheDocument();
  });

  it('adds a column, moves it left by keyboard, and removes one, saving each time', async () => {
    const { user } = renderWithProviders(<MonitorView />, { route: '/dashboard/monitor', path: '/dashboard/monitor' });
    await waitFor(() => expect(columnNames()).toEqual(['Storms', 'Markets']));

    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Harbours' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(columnNames()).toEqual(['Storms', 'Markets', 'Harbours']));
    expect(saved).toEqual([STORMS, MARKETS, HARBOURS]);

    expect(screen.getByRole('button', { name: 'Move Storms left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Harbours right' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Harbours left' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(columnNames()).toEqual(['Storms', 'Harbours', 'Markets']));
    expect(saved).toEqual([STORMS, HARBOURS, MARKETS]);

    await user.click(screen.getByRole('button', { name: 'Remove the column Storms' }));
    await waitFor(() => expect(columnNames()).toEqual(['Harbours', 'Markets']));
    expect(saved).toEqual([HARBOURS, MARKETS]);
  });

  it('mirrors left and right in right-to-left', async () => {
    await changeLanguage('ar');
    const { user } = renderWithProviders(
      <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
        <MonitorView />
      </ThemeProvider>,
      { route: '/dashboard/monitor', path: '/dashboard/monitor' },
    );
    await screen.findByRole('heading', { level: 1, name: 'المراقبة' });
    // In right-to-left the first column is on the right: it cannot go further right, and "left" moves it later.
    const right = await screen.findByRole('button', { name: 'نقل Storms إلى اليمين' });
    expect(right).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'نقل Storms إلى اليسار' }));
    await waitFor(() => expect(saved).toEqual([MARKETS, STORMS]));
  });

  it('invites to add a column when there is none', async () => {
    saved = [];
    renderWithProviders(<MonitorView />, { route: '/dashboard/monitor', path: '/dashboard/monitor' });
    expect(await screen.findByText('No column yet: add a topic to follow it live.')).toBeInTheDocument();
    expect(server.connections).toHaveLength(0);
  });
});
