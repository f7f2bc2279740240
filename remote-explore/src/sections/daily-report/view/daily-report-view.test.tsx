import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type DailyReportEntities } from '@mediawatch/shared';
import {
  mockApi,
  renderWithProviders,
  resetApi,
  setUpChartEnvironment,
  signInAs,
  testQueryClient,
  type ApiRequest,
} from '@mediawatch/shared/testing';

import { dailyReport, reportEntities, SOURCE_ID, TOPIC_ID } from '../../../test-utils/fixtures';
import { addDays, localToday } from '@mediawatch/shared/ui';
import { DailyReportView } from './daily-report-view';
import { prefetchDailyReport } from './report-query';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

// Boxes with a size, so the charts draw.
beforeAll(() => setUpChartEnvironment({ boxSize: { width: 600, height: 280 } }));

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

function serve(overrides = {}, events: unknown[] = [], considerations: unknown[] = [], entities: Partial<DailyReportEntities> = {}) {
  return mockApi((request) => {
    if (request.path === '/historicalEvent/all') return { status: 200, data: events };
    if (request.path === '/note/considerations') return { status: 200, data: considerations };
    if (request.path === '/report/daily') return { status: 200, data: dailyReport(request.params.get('day') ?? localToday(), overrides) };
    if (request.path === '/report/pdf') return { status: 200, data: new Blob(['%PDF-1.3']) };
    if (request.path === '/report/entities')
      return { status: 200, data: reportEntities(request.params.get('day') ?? localToday(), entities) };
    return undefined as never;
  });
}

const reportCalls = (requests: ApiRequest[]) => requests.filter((request) => request.path === '/report/daily');

describe('DailyReportView', () => {
  it('names who and where the day is about, each against the day before and its 28-day mean, linked to its articles', async () => {
    signInAs('viewer');
    const requests = serve({}, [], [], { unread: 7 });
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    const panel = await screen.findByRole('region', { name: 'People, organizations and places' });
    const people = await within(panel).findByRole('region', { name: 'People' });
    const macron = within(people).getByRole('row', { name: /Emmanuel Macron/ });
    expect(within(macron).getByRole('link', { name: 'Emmanuel Macron' })).toHaveAttribute('href', '/dashboard/entity/1');
    expect(within(macron).getByRole('link', { name: '12 articles of the day mention Emmanuel Macron' })).toHaveAttribute(
      'href',
      '/dashboard/search?q=person%3A%22Emmanuel+Macron%22&day=2026-11-20&sort=publishedAt',
    );
    expect(macron).toHaveTextContent('6 (+100%)');
    expect(macron).toHaveTextContent('4 (+200%)');
    const places = within(panel).getByRole('region', { name: 'Places' });
    expect(within(places).getByRole('row', { name: /Paris/ })).toHaveTextContent('ParisFrance5 articles of the day mention Paris0 (new)');
    // A country is named in the reader's words, not with itself beside it.
    expect(within(places).getByRole('link', { name: 'Germany' })).toHaveAttribute('href', '/dashboard/entity/4');
    expect(within(places).getByRole('link', { name: '2 articles of the day mention Germany' })).toHaveAttribute(
      'href',
      '/dashboard/search?q=place%3A%22Germany%22&day=2026-11-20&sort=publishedAt',
    );
    expect(within(panel).getByRole('region', { name: 'Organizations' })).toHaveTextContent('None named this day.');
    const countries = within(panel).getByRole('region', { name: 'Countries' });
    expect(within(countries).getByRole('link', { name: 'France' })).toHaveAttribute(
      'href',
      '/dashboard/search?q=country%3AFR&day=2026-11-20&sort=publishedAt',
    );
    expect(within(countries).getByRole('row', { name: /France/ })).toHaveTextContent('France615%');
    expect(panel).toHaveTextContent('7 articles of the day are not read for names yet');
    expect(panel).toHaveTextContent('GeoNames');
    const asked = requests.find((request) => request.path === '/report/entities')!;
    expect(asked.params.get('day')).toBe('2026-11-20');
    expect(asked.params.get('tz')).toBeTruthy();
  });

  it('says so when the day names no one and nowhere, and names countries in the reader’s words, in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    serve({}, [], [], { people: [], organizations: [], places: [], countries: [] });
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    const panel = await screen.findByRole('region', { name: 'الأشخاص والمنظمات والأماكن' });
    expect(await within(panel).findByText('لم يُذكر أي شخص أو مكان في هذا اليوم.')).toBeInTheDocument();
    cleanup();
    serve();
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    const places = await screen.findByRole('region', { name: 'الأماكن' });
    expect(within(places).getByRole('link', { name: 'ألمانيا' })).toBeInTheDocument();
    expect(within(places).getByRole('row', { name: /Paris/ })).toHaveTextContent('فرنسا');
  });

  it('draws its figures in its first render after the page’s prefetch, with no request of its own', async () => {
    signInAs('viewer');
    const requests = serve();
    // What the host does before the first render of a visit that opens on the report.
    const queryClient = testQueryClient();
    await prefetchDailyReport(queryClient, { search: '?day=2026-11-20' });
    const asked = requests.map((request) => request.path).sort();
    expect(asked).toEqual(['/historicalEvent/all', '/report/daily']);

    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports', queryClient });
    // In the same commit: the figures, not a skeleton; the report and its events come from the cache.
    expect(screen.getByRole('link', { name: '1,234' })).toHaveAttribute('href', '/dashboard/group/warehouse?from=2026-11-20&to=2026-11-20');
    await screen.findByRole('region', { name: 'Spike callouts' });
    expect(reportCalls(requests)).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/historicalEvent/all')).toHaveLength(1);
  });

  it('shows the day’s figures, each linked to its articles, and the spike with the articles behind it', async () => {
    signInAs('viewer');
    const requests = serve();
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Report' })).toBeInTheDocument();
    const count = await screen.findByRole('link', { name: '1,234' });
    expect(count).toHaveAttribute('href', '/dashboard/group/warehouse?from=2026-11-20&to=2026-11-20');
    expect(reportCalls(requests)[0]!.params.get('day')).toBe('2026-11-20');
    expect(reportCalls(requests)[0]!.params.get('tz')).toBeTruthy();
    expect(screen.getByText('+23% against the day before (1,000)')).toBeInTheDocument();

    const spikes = screen.getByRole('region', { name: 'Spike callouts' });
    expect(within(spikes).getByText('Storms & floods: 212 articles, above its usual 15–32')).toBeInTheDocument();
    expect(within(spikes).getByRole('link', { name: 'Storm batters the harbour' })).toHaveAttribute('href', '/dashboard/read/a1');
    expect(within(spikes).getByRole('link', { name: 'All 212 articles' })).toHaveAttribute(
      'href',
      `/dashboard/group/warehouse?from=2026-11-20&to=2026-11-20&topicId=${TOPIC_ID}`,
    );

    const negative = screen.getByRole('link', { name: 'Negative' });
    expect(negative.getAttribute('href')).toContain('toneMax=-1.001');
    expect(screen.getAllByRole('link', { name: 'Global Wire' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/source-analysis\//),
    );
    // A drawn chart is hidden from screen readers (its table is read), so it holds no tab stop.
    const hourly = await screen.findByRole('region', { name: 'Articles per hour' });
    await waitFor(() => expect(hourly.querySelectorAll('[aria-hidden="true"] svg rect').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('[aria-hidden="true"] [tabindex], [aria-hidden="true"] button, [aria-hidden="true"] a')).toHaveLength(
      0,
    );
    // The outlet that carried a story first is a link with its name (not an empty link before the name).
    const stories = screen.getByRole('region', { name: 'Leading stories' });
    expect(within(stories).getByRole('link', { name: 'Global Wire' })).toHaveAttribute('href', `/dashboard/source-analysis/${SOURCE_ID}`);
  });

  it('shows the editorial considerations flagged for the day, each opening its note', async () => {
    signInAs('viewer');
    const consideration = {
      id: 'n1',
      title: 'Framing of the summit',
      excerpt: 'Three outlets only',
      tags: ['energy'],
      shared: false,
      considerationDay: '2026-11-20',
      version: 2,
      ownerId: 'u-2',
      ownerName: 'Léo Martin',
      editable: false,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    const requests = serve({}, [], [consideration]);
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    const card = await screen.findByRole('region', { name: 'Editorial considerations' });
    expect(await within(card).findByRole('link', { name: 'Framing of the summit' })).toHaveAttribute('href', '/dashboard/notes?id=n1');
    const asked = requests.find((request) => request.path === '/note/considerations')!;
    expect([asked.params.get('from'), asked.params.get('to')]).toEqual(['2026-11-20', '2026-11-20']);
  });

  it('names the day’s confirmed historical events with the hourly chart, where a line marks them', async () => {
    signInAs('viewer');
    const event = {
      id: 'e1',
      date: '2026-11-20',
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
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const requests = serve({}, [event]);
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByText('Events this day: Harbour storm', {}, { timeout: 15_000 })).toBeInTheDocument();
    const call = requests.find((request) => request.path === '/historicalEvent/all')!;
    expect(Object.fromEntries(call.params)).toEqual({ status: 'confirmed', from: '2026-11-20', to: '2026-11-20' });
  });

  it('puts each chart’s figures in a table a screen reader reads, and offers them as CSV', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    const table = await screen.findByRole('table', { name: 'The data of “Articles per hour”' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('rowheader', { name: '09:00' }).parentElement).toHaveTextContent('09:00' + '59' + '40');
    expect(screen.getByRole('button', { name: 'Download “Articles per hour” as CSV' })).toBeInTheDocument();
  });

  it('moves to the day before, and says when a day had no article', async () => {
    signInAs('viewer');
    const requests = serve({ total: { count: 0, previous: 0, mean: 0, sd: 0, low: 0, high: 0 }, spikes: [], stories: [], topics: [] });
    const { user } = renderWithProviders(<DailyReportView />, { route: '/dashboard/reports', path: '/dashboard/reports' });
    await screen.findByText(/^No article was published on/);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(reportCalls(requests).at(-1)!.params.get('day')).toBe(addDays(localToday(), -1)));
  });

  it('reads in French and Arabic', async () => {
    signInAs('viewer');
    serve();
    await changeLanguage('fr');
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pics à signaler' })).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByRole('heading', { level: 2, name: 'تنبيهات الارتفاع والانخفاض' })).toBeInTheDocument();
    // The change's sign is isolated left to right with its figure, or right to left it reads "23%+".
    expect(screen.getByText(/^\u2066\+\u200e?23\u200e?%\u200e?\u2069 مقارنةً باليوم السابق/)).toBeInTheDocument();
  });

  it('says how many articles had no tone, in English, French and Arabic, and splits the others', async () => {
    signInAs('viewer');
    const base = dailyReport('2026-11-20');
    serve({ tone: { ...base.tone, untoned: 234, negative: 400, neutral: 400, positive: 200 } });
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByText('234 articles had no tone (language not analysed)')).toBeInTheDocument();
    // Shares of the 1,000 articles that have a tone, not of all 1,234.
    expect(screen.getAllByText(': 400 (40%)', { exact: false })).toHaveLength(2);
    cleanup();
    await changeLanguage('fr');
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    expect(await screen.findByText(/^234 articles sans tonalité \(langue non analysée\)$/)).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    // 234 ends in 34: Arabic's "many" form.
    expect(await screen.findByText(/مقالًا بلا نبرة \(لغة غير محلَّلة\)$/)).toBeInTheDocument();
  });

  it('says nothing of tone when every article had one', async () => {
    signInAs('viewer');
    serve();
    renderWithProviders(<DailyReportView />, { route: '/dashboard/reports?day=2026-11-20', path: '/dashboard/reports' });
    await screen.findByRole('region', { name: 'Spike callouts' });
    expect(screen.queryByText(/had no tone/)).not.toBeInTheDocument();
  });
});
