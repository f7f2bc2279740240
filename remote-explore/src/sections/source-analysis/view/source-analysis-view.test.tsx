import { cleanup, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, resetApi, signInAs, setUpChartEnvironment } from '@mediawatch/shared/testing';

import { SOURCE_ID, sourceAnalysis } from '../../../test-utils/fixtures';
import { SourceAnalysisView } from './source-analysis-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(() => {
  cleanup();
  resetApi();
});

const source = {
  id: SOURCE_ID,
  name: 'Global Wire',
  homepage: 'https://globalwire.example/',
  feedUrls: ['https://globalwire.example/feed'],
  language: 'en',
  country: 'US',
  mediaType: 'agency',
  reach: 42_000_000,
  reachTier: null,
  active: true,
  pollIntervalMinutes: 30,
  ignoreHttpCache: false,
  fetchFullText: false,
  groupIds: [],
  articleCount: 280,
  health: {
    state: 'failing',
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastNewArticleAt: null,
    consecutiveFailures: 3,
    lastStatus: 500,
    lastError: 'HTTP 500',
    malformed: null,
    supports304: false,
    nextPollAt: null,
  },
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

describe('SourceAnalysisView', () => {
  it('shows the 28 days against their band, the days outside it, its share of voice and its feed health', async () => {
    signInAs('viewer');
    mockApi((request) => {
      if (request.path === `/sourceAnalysis/${SOURCE_ID}`) return { status: 200, data: sourceAnalysis() };
      if (request.path === '/source/all') return { status: 200, data: [source] };
      if (request.path === '/fetchRun/all') return { status: 200, data: { items: [], total: 0, page: 1, pageSize: 10 } };
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
    });
    renderWithProviders(<SourceAnalysisView sourceId={SOURCE_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Source analysis: Global Wire' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'The data of “Daily volume and alert band”' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(29);
    expect(within(table).getByRole('rowheader', { name: '2026-10-28' }).parentElement).toHaveTextContent('2026-10-2840above');
    expect(within(table).getByRole('rowheader', { name: '2026-10-21' }).parentElement).toHaveTextContent('2026-10-210below');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Failing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Its articles' })).toHaveAttribute(
      'href',
      `/dashboard/group/warehouse?sourceId=${SOURCE_ID}&from=2026-10-01&to=2026-10-28`,
    );
  });

  it('says when the source does not exist', async () => {
    signInAs('viewer');
    mockApi((request) =>
      request.path.startsWith('/sourceAnalysis/')
        ? { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Source not found' } }
        : { status: 200, data: request.path === '/source/all' ? [] : { items: [], total: 0, page: 1, pageSize: 10 } },
    );
    renderWithProviders(<SourceAnalysisView sourceId="nope" />);
    expect(await screen.findByText('Source not found')).toBeInTheDocument();
  });
});
