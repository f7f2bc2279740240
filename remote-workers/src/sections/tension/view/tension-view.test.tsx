import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, setUpChartEnvironment, signInAs, type ApiRequest } from '@mediawatch/shared/testing';
import { addDays, localToday } from '@mediawatch/shared/ui';

import { article, GROUP_ID, TOPIC_ID, tension, tensionOverview } from '../../../test-utils/fixtures';
import { TensionView } from './tension-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const DAY = '2026-11-20';

function serve() {
  return mockApi((request) => {
    if (request.path === '/tension/overview') return { status: 200, data: tensionOverview(request.params.get('to') ?? DAY) };
    if (request.path === '/tension/index') {
      const kind = request.params.get('kind') as 'topic' | 'group';
      const id = request.params.get('id')!;
      return {
        status: 200,
        data: tension(kind, id, kind === 'topic' ? 'Storms & floods' : 'Alpha wires', request.params.get('to') ?? DAY),
      };
    }
    if (request.path === '/article/all') {
      return {
        status: 200,
        data: {
          items: [article('a1', 'Storm batters the harbour', -6.5), article('a2', 'Floods close the coast road', -4)],
          total: 212,
          page: 1,
          pageSize: 5,
        },
      };
    }
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const calls = (requests: ApiRequest[], path: string) => requests.filter((request) => request.path === path);
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('TensionView', () => {
  it('opens on the last whole day (yesterday in the reader’s zone), and today stays one step away', async () => {
    signInAs('viewer');
    const requests = serve();
    const { user } = renderWithProviders(<TensionView />, { route: '/dashboard/tension', path: '/dashboard/tension' });
    await screen.findByRole('table', { name: /^Tension of every topic and source group on/ });
    const yesterday = addDays(localToday(), -1);
    expect(calls(requests, '/tension/overview')[0]!.params.get('to')).toBe(yesterday);
    expect(screen.getByLabelText('Day')).toHaveValue(yesterday);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(calls(requests, '/tension/overview').at(-1)!.params.get('to')).toBe(localToday()));
  });

  it('ranks every topic and group of the day by z, sortable, and opens the tensest', async () => {
    signInAs('viewer');
    const requests = serve();
    const { user } = renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tension' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Tension of every topic and source group on/ });
    expect(calls(requests, '/tension/overview')[0]!.params.get('to')).toBe(DAY);
    expect(names(table)).toEqual(['Storms & floods', 'Alpha wires', 'Markets']);
    expect(within(table).getByText('Flagged')).toBeInTheDocument();
    expect(within(table).getByText('No baseline')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['Alpha wires', 'Markets', 'Storms & floods']);
    await user.click(within(table).getByRole('button', { name: 'Tension z' }));
    expect(names(table)).toEqual(['Storms & floods', 'Alpha wires', 'Markets']);
    await user.click(within(table).getByRole('button', { name: 'Tension z' }));
    // Ascending, the undefined z (σ = 0) still last.
    expect(names(table)).toEqual(['Alpha wires', 'Storms & floods', 'Markets']);

    // Nothing chosen: the tensest item's series.
    await waitFor(() => expect(calls(requests, '/tension/index')).toHaveLength(1));
    const index = calls(requests, '/tension/index')[0]!;
    expect([index.params.get('kind'), index.params.get('id'), index.params.get('to'), index.params.get('days')]).toEqual([
      'topic',
      TOPIC_ID,
      DAY,
      '90',
    ]);
    expect(within(table).getByRole('link', { name: 'Storms & floods' })).toHaveAttribute('aria-current', 'true');
    expect(within(table).getByRole('link', { name: '212 articles of Storms & floods on 20 Nov 2026' })).toHaveAttribute(
      'href',
      `/dashboard/group/warehouse?from=${DAY}&to=${DAY}&topicId=${TOPIC_ID}`,
    );
  });

  it('lists a flagged day’s most negative articles, linked, and all of them in the warehouse', async () => {
    signInAs('viewer');
    const requests = serve();
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    const flagged = await screen.findByRole('region', { name: 'Flagged days' });
    // Only the flagged day, opened.
    const summary = within(flagged).getByRole('button', { name: /^19 Nov 2026: z = \+3\.2, N = 410\.2 \(212 articles; usual 32 ± 12\)/ });
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(await within(flagged).findByRole('link', { name: 'Storm batters the harbour' })).toHaveAttribute('href', '/dashboard/read/a1');
    expect(within(flagged).getByText(/tone −6\.5|tone -6\.5/)).toBeInTheDocument();
    const asked = calls(requests, '/article/all')[0]!;
    expect(asked.params.get('topicId')).toBe(TOPIC_ID);
    expect(asked.params.get('from')).toBe('2026-11-19T00:00:00.000Z');
    expect(asked.params.get('to')).toBe('2026-11-20T00:00:00.000Z');
    expect([asked.params.get('sort'), asked.params.get('order')]).toEqual(['tone', 'asc']);
    expect(within(flagged).getByRole('link', { name: 'All 212 articles of that day' })).toHaveAttribute(
      'href',
      `/dashboard/group/warehouse?from=2026-11-19&to=2026-11-19&topicId=${TOPIC_ID}&sort=tone&order=asc`,
    );

    // The chart's data table marks the same day.
    const data = await screen.findByRole('table', { name: 'The data of “Storms & floods: tension over 30 days”' }, { timeout: 15_000 });
    expect(within(data).getByRole('rowheader', { name: '2026-11-19' }).parentElement).toHaveTextContent('yes');
    expect(within(data).getAllByRole('row')).toHaveLength(31);
  });

  it('shows another item’s series when its name is chosen, and the formula with its window and threshold', async () => {
    signInAs('viewer');
    const requests = serve();
    const { user } = renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    const table = await screen.findByRole('table', { name: /^Tension of every topic and source group on/ });
    await user.click(within(table).getByRole('link', { name: 'Alpha wires' }));
    await waitFor(() => expect(calls(requests, '/tension/index').some((request) => request.params.get('id') === GROUP_ID)).toBe(true));
    expect(calls(requests, '/tension/index').at(-1)!.params.get('kind')).toBe('group');
    expect(await screen.findByRole('heading', { name: 'Alpha wires: tension over 30 days' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Alpha wires' })).toHaveAttribute('aria-current', 'true');

    const formula = screen.getByRole('region', { name: 'How the index is computed' });
    expect(formula).toHaveTextContent('Baseline window: 30 days. Threshold: 2σ.');
    expect(formula).toHaveTextContent('zd ≥ 2');
    expect(formula).toHaveTextContent('flagged when z ≥ 2 and the day has at least 5 articles');
    // The baseline's robust centre and floored spread, in symbols and words (docs/decisions/0044-baseline-statistics.md).
    expect(formula).toHaveTextContent('median, 1.4826·MAD');
    expect(formula).toHaveTextContent('σd ≥ max(√μd, 1)');
    expect(formula).toHaveTextContent('the spread is at least √μ (as for counts) and at least 1');
    expect(formula).toHaveTextContent('The chart’s scale stops at ±10');
  });

  it('says when there is no topic or group, and reads in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    mockApi((request) =>
      request.path === '/tension/overview' ? { status: 200, data: { day: DAY, items: [] } } : { status: 404, data: { message: 'no' } },
    );
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التوتر' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد مواضيع أو مجموعات مصادر بعد')).toBeInTheDocument();
  });

  it('says when the overview fails, with a retry', async () => {
    signInAs('viewer');
    mockApi(() => ({ status: 500, data: { statusCode: 500, error: 'Error', message: 'Database down' } }));
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    expect(await screen.findByText(/Could not load the tension overview: Database down/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows an unknown N as unknown, not 0, and says how many articles had no tone, in English, French and Arabic', async () => {
    signInAs('viewer');
    mockApi((request) => {
      if (request.path === '/tension/overview') {
        const overview = tensionOverview(DAY);
        return {
          status: 200,
          data: {
            ...overview,
            items: overview.items.map((item) => (item.name === 'Markets' ? { ...item, negativity: null, untoned: 12 } : item)),
          },
        };
      }
      if (request.path === '/tension/index') {
        const series = tension('topic', TOPIC_ID, 'Storms & floods', DAY);
        return { status: 200, data: { ...series, days: series.days.map((day, index) => (index < 3 ? { ...day, untoned: 4 } : day)) } };
      }
      if (request.path === '/article/all') return { status: 200, data: { items: [], total: 0, page: 1, pageSize: 5 } };
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
    });
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    const table = await screen.findByRole('table', { name: /^Tension of every topic and source group on/ });
    const markets = within(table).getByRole('rowheader', { name: /Markets/ }).parentElement!;
    expect(within(markets).getByText('unknown').closest('td')).toHaveAttribute('title', '12 articles had no tone (language not analysed)');
    expect(await screen.findByText(/12 articles had no tone \(language not analysed\)\.$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    cleanup();
    await changeLanguage('fr');
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    expect(await screen.findByText(/12 articles sans tonalité \(langue non analysée\)\.$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    renderWithProviders(<TensionView />, { route: `/dashboard/tension?day=${DAY}`, path: '/dashboard/tension' });
    // 12: Arabic's "many" form.
    expect(await screen.findByText(/مقالًا بلا نبرة \(لغة غير محلَّلة\)\.$/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
