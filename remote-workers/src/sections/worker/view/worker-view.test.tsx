import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type FetchRun, type Source } from '@mediawatch/shared';

import { coded } from '@mediawatch/shared/messages';
import { errorReply, mockApi, resetApi, signInAs, type ApiReply, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { WorkerView } from './worker-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const now = Date.now();
const iso = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();

/** Health fields a feed has when nothing is wrong with its body (spread: the schema may grow). */
const cleanFeed = { malformed: null };

function source(id: string, name: string, health: Partial<Source['health']> = {}, active = true): Source {
  return {
    id,
    name,
    homepage: `https://${id}.example`,
    feedUrls: [`https://${id}.example/feed`],
    language: 'en',
    country: 'GB',
    mediaType: 'online',
    reach: null,
    reachTier: null,
    active,
    pollIntervalMinutes: 30,
    ignoreHttpCache: false,
    fetchFullText: false,
    groupIds: [],
    articleCount: 10,
    health: {
      state: 'ok',
      lastAttemptAt: iso(-5),
      lastSuccessAt: iso(-5),
      lastNewArticleAt: iso(-65),
      consecutiveFailures: 0,
      lastStatus: 304,
      lastError: null,
      supports304: true,
      nextPollAt: iso(25),
      ...cleanFeed,
      ...health,
    },
    createdAt: iso(-1000),
    updatedAt: iso(-1000),
  };
}

const RATE_LIMITED = coded('fetch.retryAfter', { error: coded('fetch.rateLimited'), seconds: 120 });

const healthy = source('5f0c6c1e-0000-4000-8000-000000000001', 'Alpha Daily');
const failing = source('5f0c6c1e-0000-4000-8000-000000000002', 'Zulu Post', {
  state: 'failing',
  consecutiveFailures: 3,
  lastStatus: 429,
  // As the API sends it: the English, and the code the page words (docs/decisions/0040-server-texts-as-codes.md).
  lastError: RATE_LIMITED.text,
  lastErrorMessage: RATE_LIMITED,
  lastSuccessAt: null,
  supports304: false,
  nextPollAt: iso(2),
});

const run: FetchRun = {
  id: 'r1',
  sourceId: failing.id,
  sourceName: 'Zulu Post',
  feedUrl: failing.feedUrls[0] as string,
  trigger: 'schedule',
  status: 'error',
  httpStatus: 429,
  error: RATE_LIMITED.text,
  errorMessage: RATE_LIMITED,
  startedAt: '2026-11-22T04:00:00.000Z',
  finishedAt: '2026-11-22T04:00:00.300Z',
  durationMs: 300,
  bytes: 2048,
  itemsFound: 0,
  itemsNew: 0,
  itemsDuplicate: 0,
  itemsDropped: 0,
};

function api(overrides: (request: ApiRequest) => ApiReply | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    switch (request.path) {
      case '/worker/status':
        return { status: 200, data: { running: true, queued: 4, active: 1, sourcesDue: 2, sourcesFailing: 1, perHostConcurrency: 2 } };
      case '/source/all':
        return { status: 200, data: [healthy, failing] };
      case '/fetchRun/all':
        return { status: 200, data: { items: [run], total: 60, page: 1, pageSize: 25 } };
      default:
        return errorReply(404, 'Not found');
    }
  });
}

const runCalls = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/fetchRun/all');

afterEach(resetApi);

describe('WorkerView', () => {
  it('shows the queue, each feed’s health (failing first) and the fetch log', async () => {
    signInAs('viewer');
    api();
    renderWithProviders(<WorkerView />);

    const summary = await screen.findByRole('region', { name: 'Worker status' });
    expect(summary).toHaveTextContent('WorkerRunning');
    expect(summary).toHaveTextContent('Queued fetches4');
    expect(summary).toHaveTextContent('Sources failing1');

    const health = await screen.findByRole('table', { name: 'Feed health' });
    const rows = within(health).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Zulu Post');
    expect(rows[1]).toHaveTextContent('Failing');
    expect(rows[1]).toHaveTextContent('Rate-limited by the server (HTTP 429); retry after 120 s');
    expect(rows[1]).toHaveTextContent('in 2 minutes');
    expect(rows[2]).toHaveTextContent('Alpha Daily');
    expect(rows[2]).toHaveTextContent('304 Not Modified, new article 1 hour ago');
    expect(rows[2]).toHaveTextContent('Conditional GET');
    expect(rows[2]).toHaveTextContent('in 25 minutes');

    const log = await screen.findByRole('table', { name: 'Fetch runs' });
    expect(log).toHaveTextContent('Zulu Post');
    expect(log).toHaveTextContent('Error · 429');
    expect(log).toHaveTextContent('2.0 KiB');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    // A viewer reads; the actions are not offered.
    expect(screen.queryByRole('button', { name: 'Fetch now' })).not.toBeInTheDocument();
  });

  it('runs the actions for an analyst and refreshes the health and the log', async () => {
    signInAs('analyst');
    const requests = api((request) => {
      if (request.path === `/source/fetch/${healthy.id}`) return { status: 202, data: { queued: true, sourceId: healthy.id } };
      if (request.path === `/source/resetErrors/${failing.id}`) return { status: 200, data: failing };
      return undefined;
    });
    const { user } = renderWithProviders(<WorkerView />);
    await screen.findByRole('table', { name: 'Feed health' });

    const alpha = screen.getByRole('group', { name: 'Actions for Alpha Daily' });
    expect(within(alpha).getByRole('button', { name: 'Reset errors' })).toBeDisabled();
    await user.click(within(alpha).getByRole('button', { name: 'Fetch now' }));
    expect(await screen.findByText('Fetch queued for Alpha Daily')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.path === '/source/all')).toHaveLength(2));
    await waitFor(() => expect(runCalls(requests)).toHaveLength(2));

    await user.click(within(screen.getByRole('group', { name: 'Actions for Zulu Post' })).getByRole('button', { name: 'Reset errors' }));
    expect(await screen.findByText('Errors reset for Zulu Post; it is due now')).toBeInTheDocument();
  });

  it('filters the log by source and by result, and pages through it', async () => {
    signInAs('viewer');
    const requests = api();
    const { user } = renderWithProviders(<WorkerView />);
    await screen.findByRole('table', { name: 'Fetch runs' });

    await user.click(within(screen.getByRole('group', { name: 'Actions for Zulu Post' })).getByRole('button', { name: 'Runs' }));
    expect(screen.getByRole('heading', { name: 'Fetch runs of Zulu Post' })).toBeInTheDocument();
    await waitFor(() => expect(runCalls(requests).at(-1)?.params.get('sourceId')).toBe(failing.id));

    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(screen.getByRole('option', { name: 'Error' }));
    await waitFor(() => expect(runCalls(requests).at(-1)?.params.get('status')).toBe('error'));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(runCalls(requests).at(-1)?.params.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'All sources' }));
    await waitFor(() => expect(runCalls(requests).at(-1)?.params.get('sourceId')).toBeNull());
    expect(runCalls(requests).at(-1)?.params.get('page')).toBe('1');
  });

  it('says when there is nothing yet, and when a call fails', async () => {
    signInAs('admin');
    api((request) => {
      if (request.path === '/source/all') return { status: 200, data: [] };
      if (request.path === '/fetchRun/all') return { status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } };
      if (request.path === '/worker/status') return errorReply(500, 'Queue unavailable');
      return undefined;
    });
    renderWithProviders(<WorkerView />);
    expect(await screen.findByText('No sources yet: add them on the Sources page.')).toBeInTheDocument();
    expect(await screen.findByText('No fetch has run yet.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the worker status: Queue unavailable');
  });

  describe('in other languages', () => {
    // Unmounted first: the switch back re-renders nothing.
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French: headings, states, actions, relative times and the pager', async () => {
      signInAs('analyst');
      api((request) =>
        request.path === `/source/fetch/${healthy.id}` ? { status: 202, data: { queued: true, sourceId: healthy.id } } : undefined,
      );
      await changeLanguage('fr');
      const { user } = renderWithProviders(<WorkerView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'Collecteur' })).toBeInTheDocument();
      const summary = await screen.findByRole('region', { name: 'État du collecteur' });
      expect(summary).toHaveTextContent('En marche');
      expect(summary).toHaveTextContent('2 à la fois');

      const health = await screen.findByRole('table', { name: 'État des flux' });
      const rows = within(health).getAllByRole('row');
      expect(rows[0]).toHaveTextContent('Dernière tentative');
      expect(rows[1]).toHaveTextContent('En échec');
      expect(rows[1]).toHaveTextContent('dans 2 minutes');
      expect(rows[1]).toHaveTextContent('Trop de requêtes selon le serveur (HTTP 429) ; nouvel essai dans 120 s');
      expect(rows[2]).toHaveTextContent('304 Non modifié, nouvel article il y a 1 heure');
      expect(rows[2]).toHaveTextContent('GET conditionnel');

      const log = await screen.findByRole('table', { name: 'Collectes' });
      expect(log).toHaveTextContent('Erreur · 429');
      expect(log).toHaveTextContent('Trop de requêtes selon le serveur (HTTP 429) ; nouvel essai dans 120 s');
      expect(log).not.toHaveTextContent('Rate-limited');
      expect(log).toHaveTextContent('Planification');
      expect(log).toHaveTextContent('2,0 KiB');
      expect(screen.getByText('1–25 sur 60')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();

      const alpha = screen.getByRole('group', { name: 'Actions pour Alpha Daily' });
      await user.click(within(alpha).getByRole('button', { name: 'Collecter maintenant' }));
      expect(await screen.findByText('Collecte de la source Alpha Daily mise en file d’attente')).toBeInTheDocument();
      await user.click(within(screen.getByRole('group', { name: 'Actions pour Zulu Post' })).getByRole('button', { name: 'Collectes' }));
      expect(screen.getByRole('heading', { name: 'Collectes de la source Zulu Post' })).toBeInTheDocument();
    });

    it('speaks Arabic, with its plural forms', async () => {
      signInAs('viewer');
      api((request) =>
        request.path === '/fetchRun/all' ? { status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } } : undefined,
      );
      await changeLanguage('ar');
      renderWithProviders(<WorkerView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'العامل' })).toBeInTheDocument();
      const summary = await screen.findByRole('region', { name: 'حالة العامل' });
      expect(summary).toHaveTextContent('يعمل');
      // Two requests per host: the Arabic dual.
      expect(summary).toHaveTextContent('طلبان في كل مرة');
      const health = await screen.findByRole('table', { name: 'حالة الخلاصات' });
      expect(within(health).getAllByRole('row')[1]).toHaveTextContent('متعثر');
      expect(within(health).getAllByRole('row')[1]).toHaveTextContent('حدّ الخادم من عدد الطلبات (HTTP 429)؛ إعادة المحاولة بعد 120 ثانية');
      expect(health).not.toHaveTextContent('Rate-limited');
      expect(screen.getByRole('group', { name: 'إجراءات Zulu Post' })).toBeInTheDocument();
      expect(await screen.findByText('لم تُنفَّذ أي عملية جلب بعد.')).toBeInTheDocument();
    });
  });
});
