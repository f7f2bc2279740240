import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, setUpChartEnvironment, signInAs, type ApiRequest } from '@mediawatch/shared/testing';

import { pipelineStats, pipelineThroughput, SOURCE_ID } from '../../../test-utils/fixtures';
import { PipelineView } from './pipeline-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const calls = (requests: ApiRequest[], path: string) => requests.filter((request) => request.path === path);
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** The server: each stats answer counts one more indexed article, so a refetch shows. */
function serve(delayMs = 0) {
  let indexed = 90;
  return mockApi(async (request) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (request.path === '/pipeline/stats') return { status: 200, data: pipelineStats(indexed++) };
    if (request.path === '/pipeline/throughput') return { status: 200, data: pipelineThroughput() };
    if (request.path === '/pipeline/toneRescore') return { status: 200, data: RESCORING };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const RESCORING = {
  method: 2,
  state: 'running',
  done: 1500,
  total: 6000,
  ratePerSecond: 250,
  startedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:06.000Z',
  finishedAt: null,
  etaSeconds: 18,
};

describe('PipelineView', () => {
  it('shows the stages, the drop reasons, the throughput and the slowest sources of the window', async () => {
    signInAs('viewer');
    const requests = serve();
    renderWithProviders(<PipelineView />, { route: '/dashboard/pipeline?live=0', path: '/dashboard/pipeline' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeInTheDocument();
    const stages = await screen.findByRole('table', { name: 'Items per pipeline stage' });
    expect(within(stages).getByRole('rowheader', { name: 'Deduplicated' }).parentElement).toHaveTextContent('Deduplicated10050%');
    expect(within(stages).getByRole('rowheader', { name: 'Indexed' }).parentElement).toHaveTextContent('Indexed9045%');
    // The entity extraction is a stage of its own, with its time per enriched article.
    expect(within(stages).getByRole('rowheader', { name: 'People, organizations and places found' }).parentElement).toHaveTextContent(
      'People, organizations and places found9045%0.31 ms',
    );
    expect(within(stages).getByRole('rowheader', { name: 'Indexed' }).parentElement).toHaveTextContent('Not timed');

    const drops = screen.getByRole('table', { name: 'Items dropped or flagged, by reason' });
    expect(within(drops).getByRole('rowheader', { name: 'Duplicate: same GUID' }).parentElement).toHaveTextContent('80');
    // A reason the texts do not know yet shows as the API writes it.
    expect(within(drops).getByRole('rowheader', { name: 'something_new' })).toBeInTheDocument();
    expect(within(drops).getByRole('rowheader', { name: 'No date in the feed' }).parentElement).toHaveTextContent('4');

    const slowest = screen.getByRole('table', { name: 'Slowest sources by fetch time' });
    expect(within(slowest).getByRole('link', { name: 'Global Wire' })).toHaveAttribute('href', `/dashboard/source-analysis/${SOURCE_ID}`);
    expect(within(slowest).getByRole('rowheader', { name: 'Global Wire' }).parentElement).toHaveTextContent('2.4 s5.1 s6 s');

    // The chart's figures, as a table.
    const data = await screen.findByRole('table', { name: 'The data of “Throughput”' }, { timeout: 15_000 });
    expect(within(data).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 failed')).toBeInTheDocument();
    expect(calls(requests, '/pipeline/throughput')[0]!.params.get('minutes')).toBe('1440');
    const from = Date.parse(calls(requests, '/pipeline/stats')[0]!.params.get('from')!);
    expect(Math.abs(Date.now() - 24 * 3_600_000 - from)).toBeLessThan(60_000);
  });

  it('asks again every few seconds while live, keeping the figures on screen, and stops when paused', async () => {
    signInAs('viewer');
    const requests = serve(50);
    const { user } = renderWithProviders(<PipelineView refreshMs={300} />, { route: '/dashboard/pipeline', path: '/dashboard/pipeline' });
    const stages = await screen.findByRole('table', { name: 'Items per pipeline stage' });
    expect(within(stages).getByRole('rowheader', { name: 'Indexed' }).parentElement).toHaveTextContent('Indexed90');
    // Refetched on the interval: the same table, never replaced by a skeleton, shows the newer figures.
    await waitFor(() => expect(calls(requests, '/pipeline/stats').length).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    await waitFor(() =>
      expect(within(stages).getByRole('rowheader', { name: 'Indexed' }).parentElement).not.toHaveTextContent('Indexed90'),
    );
    expect(stages).toBeInTheDocument();
    expect(calls(requests, '/pipeline/throughput').length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('button', { name: 'Pause live updates' }));
    expect(screen.getByRole('button', { name: 'Resume live updates' })).toHaveAttribute('aria-pressed', 'true');
    await wait(100);
    const paused = calls(requests, '/pipeline/stats').length;
    await wait(1_000);
    expect(calls(requests, '/pipeline/stats')).toHaveLength(paused);
    expect(screen.getByText(/^Paused: figures of/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume live updates' }));
    await waitFor(() => expect(calls(requests, '/pipeline/stats').length).toBeGreaterThan(paused), { timeout: 5_000 });
  });

  it('reads another window without blanking the page', async () => {
    signInAs('viewer');
    const requests = serve(300);
    const { user } = renderWithProviders(<PipelineView />, { route: '/dashboard/pipeline?live=0', path: '/dashboard/pipeline' });
    const stages = await screen.findByRole('table', { name: 'Items per pipeline stage' });
    await user.click(screen.getByRole('combobox', { name: 'Window' }));
    await user.click(screen.getByRole('option', { name: 'Last hour' }));
    // While the hour loads, the day's figures stay.
    expect(stages).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, '/pipeline/throughput').at(-1)!.params.get('minutes')).toBe('60'));
    const from = Date.parse(calls(requests, '/pipeline/stats').at(-1)!.params.get('from')!);
    expect(Math.abs(Date.now() - 3_600_000 - from)).toBeLessThan(60_000);
    expect(screen.getByRole('table', { name: 'Items per pipeline stage' })).toBe(stages);
  });

  it('reads in French and says when the figures fail', async () => {
    await changeLanguage('fr');
    signInAs('viewer');
    mockApi(() => ({ status: 500, data: { statusCode: 500, error: 'Error', message: 'Database down' } }));
    renderWithProviders(<PipelineView />, { route: '/dashboard/pipeline?live=0', path: '/dashboard/pipeline' });
    expect(
      await screen.findByText(
        /Impossible de charger les comptes du pipeline : Database down|Impossible de charger les comptes du pipeline/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Impossible de charger le débit/)).toBeInTheDocument();
  });

  it('shows the tone rescoring pass: done of total, its rate and the time left', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<PipelineView />, { route: '/dashboard/pipeline?live=0', path: '/dashboard/pipeline' });
    const panel = await screen.findByRole('region', { name: 'Tone rescoring' });
    expect(within(panel).getByText('Rescoring: 1,500 of 6,000 articles')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Rescoring progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(panel).getByText(/^Tone method 2 · 250 articles per second · About .*18 s.* left$/)).toBeInTheDocument();
  });
});
