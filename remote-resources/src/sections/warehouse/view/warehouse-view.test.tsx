import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type ArticlePage } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiRequest, type ApiReply, renderWithProviders } from '@mediawatch/shared/testing';
import { makeArticle, makeGroup, makeSource, makeTopic } from '../../../test-utils/fixtures';
import { WarehouseView } from './warehouse-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const source = makeSource();
const topic = makeTopic();
const group = makeGroup();

function page(total: number, items = [makeArticle({ topics: [{ id: topic.id, name: topic.name }], clusterSize: 3 })]): ArticlePage {
  return { items, total, page: 1, pageSize: 25 };
}

function api(overrides: (request: ApiRequest) => ApiReply | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    switch (request.path) {
      case '/article/all':
        return { status: 200, data: page(120) };
      case '/article/retention':
        return { status: 200, data: { retentionDays: 365, totalArticles: 5321, oldestPublishedAt: '2026-09-23T00:00:00.000Z' } };
      case '/source/all':
        return {
          status: 200,
          data: [source, makeSource({ id: '5f0c6c1e-0000-4000-8000-000000000009', name: 'BBC News', language: 'en' })],
        };
      case '/sourceGroup/all':
        return { status: 200, data: [group] };
      case '/topic/all':
        return { status: 200, data: [topic] };
      default:
        return errorReply(404, 'Not found');
    }
  });
}

const articleCalls = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/article/all');
const lastArticleCall = (requests: ApiRequest[]) => articleCalls(requests).at(-1) as ApiRequest;

beforeEach(() => signInAs('viewer'));
afterEach(resetApi);

describe('WarehouseView', () => {
  it('shows a page of articles linked to the reader, with the retention policy', async () => {
    const requests = api();
    renderWithProviders(<WarehouseView />);

    const table = await screen.findByRole('table', { name: 'Articles' });
    expect(within(table).getByRole('link', { name: 'Grid operators brace for winter' })).toHaveAttribute(
      'href',
      '/dashboard/read/8c0c6c1e-0000-4000-8000-000000000001',
    );
    expect(table).toHaveTextContent('Story covered by 3 articles');
    expect(table).toHaveTextContent('Energy');
    expect(table).toHaveTextContent('-1.5');
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Retention policy' })).toHaveTextContent(
      'Articles are kept for 365 days after publication, then deleted daily. 5,321 articles stored, the oldest published 23 Sept 2026',
    );
    expect(lastArticleCall(requests).url).toBe('/article/all?page=1&pageSize=25&sort=publishedAt&order=desc');
  });

  it('lets a curator add a row’s article to an e-journal issue in one step; a viewer is not offered it', async () => {
    // The viewer (beforeEach) reads the table without the action.
    api();
    const first = renderWithProviders(<WarehouseView />);
    await screen.findByRole('table', { name: 'Articles' });
    expect(screen.queryByRole('button', { name: 'Add “Grid operators brace for winter” to an e-journal issue' })).toBeNull();
    first.unmount();

    signInAs('analyst');
    const draft = { id: 'd1', title: 'Monday picks', status: 'draft', articleCount: 1 };
    const requests = api((request) => {
      if (request.path === '/ejournal/all') return { status: 200, data: [draft] };
      if (request.path === '/ejournal/addArticle/d1') return { status: 201, data: { ...draft, articleCount: 2 } };
      return undefined;
    });
    const { user } = renderWithProviders(<WarehouseView />);
    const table = await screen.findByRole('table', { name: 'Articles' });
    await user.click(within(table).getByRole('button', { name: 'Add “Grid operators brace for winter” to an e-journal issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this article to an e-journal issue' });
    expect(await within(dialog).findByRole('combobox', { name: 'Draft issue' })).toHaveTextContent('Monday picks');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the issue' }));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/ejournal/addArticle/d1',
      body: { articleId: '8c0c6c1e-0000-4000-8000-000000000001' },
    });
    expect(await screen.findByText('Added to “Monday picks”.')).toBeInTheDocument();
  });

  it('marks an article whose date is not the feed’s', async () => {
    api((request) =>
      request.path === '/article/all'
        ? {
            status: 200,
            data: page(2, [
              makeArticle(),
              makeArticle({ id: '8c0c6c1e-0000-4000-8000-000000000002', title: 'Undated story', dateIssue: 'missing' }),
            ]),
          }
        : undefined,
    );
    renderWithProviders(<WarehouseView />);
    const table = await screen.findByRole('table', { name: 'Articles' });
    const [, dated, undated] = within(table).getAllByRole('row');
    expect(dated).not.toHaveTextContent('No date');
    expect(undated).toHaveTextContent('Undated story');
    expect(undated).toHaveTextContent('No date');
  });

  it('pages and sorts on the server', async () => {
    const requests = api();
    const { user } = renderWithProviders(<WarehouseView />);
    await screen.findByRole('table', { name: 'Articles' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastArticleCall(requests).params.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Tone' }));
    await waitFor(() => expect(lastArticleCall(requests).params.get('sort')).toBe('tone'));
    expect(lastArticleCall(requests).params.get('order')).toBe('desc');
    expect(lastArticleCall(requests).params.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Tone' }));
    await waitFor(() => expect(lastArticleCall(requests).params.get('order')).toBe('asc'));
  });

  it('filters by source, language, date range and tone, and exports that filter as CSV', async () => {
    const requests = api((request) => (request.path === '/article/export' ? { status: 200, data: new Blob(['id,title\n']) } : undefined));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<WarehouseView />);
    await screen.findByRole('table', { name: 'Articles' });
    // Wait for the options the selects list.
    await waitFor(() => expect(requests.some((r) => r.path === '/source/all')).toBe(true));

    await user.click(screen.getByRole('combobox', { name: 'Sources' }));
    await user.click(await screen.findByRole('option', { name: 'Le Monde' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastArticleCall(requests).params.get('sourceId')).toBe(source.id));

    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.click(await screen.findByRole('option', { name: 'en' }));
    await user.click(screen.getByRole('option', { name: 'fr' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastArticleCall(requests).params.get('language')).toBe('en,fr'));

    await user.type(screen.getByLabelText('Published from'), '2026-11-01');
    await user.type(screen.getByLabelText('Published to'), '2026-11-20');
    await user.type(screen.getByRole('spinbutton', { name: 'Tone from' }), '-2');
    await waitFor(() => expect(lastArticleCall(requests).params.get('toneMin')).toBe('-2'));
    const call = lastArticleCall(requests);
    // Days of the reader's zone, sent as instants; the day chosen is included: the API's `to` is exclusive.
    expect(call.params.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(call.params.get('to')).toBe(new Date(2026, 10, 21).toISOString());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = requests.find((r) => r.path === '/article/export') as ApiRequest;
    expect(Object.fromEntries(exported.params)).toEqual({
      sourceId: source.id,
      language: 'en,fr',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 21).toISOString(),
      toneMin: '-2',
      sort: 'publishedAt',
      order: 'desc',
    });
    click.mockRestore();
  });

  it('reads its filter from the URL and says when nothing matches', async () => {
    const requests = api((request) => (request.path === '/article/all' ? { status: 200, data: page(0, []) } : undefined));
    const { user } = renderWithProviders(<WarehouseView />, { route: `/?topicId=${topic.id}&sort=title&order=asc` });

    expect(await screen.findByText('No article matches these filters')).toBeInTheDocument();
    expect(lastArticleCall(requests).url).toBe(`/article/all?topicId=${topic.id}&page=1&pageSize=25&sort=title&order=asc`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastArticleCall(requests).url).toBe('/article/all?page=1&pageSize=25&sort=publishedAt&order=desc'));
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });

  it("shows the server's message when the articles cannot be loaded", async () => {
    api((request) => (request.path === '/article/all' ? errorReply(400, 'from must be a date (ISO 8601)') : undefined));
    renderWithProviders(<WarehouseView />, { route: '/?from=yesterday' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the articles: from must be a date (ISO 8601)');
  });

  describe('in other languages', () => {
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks Arabic: heading, filters, table, plural forms, pager and retention', async () => {
      api();
      await changeLanguage('ar');
      renderWithProviders(<WarehouseView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'مستودع البيانات' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
      const filters = screen.getByRole('group', { name: 'عوامل التصفية' });
      expect(within(filters).getByRole('combobox', { name: 'المصادر' })).toBeInTheDocument();
      expect(within(filters).getByRole('button', { name: 'مسح عوامل التصفية' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'المقالات' });
      expect(within(table).getAllByRole('row')[0]).toHaveTextContent('تاريخ النشرالعنوانالمصدراللغةالنبرةالمواضيعتاريخ الجلب');
      // Three articles: 3 to 10 take the plural.
      expect(table).toHaveTextContent('قصة تناولتها 3 مقالات');
      expect(screen.getByText('1–25 من 120')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' })).toBeInTheDocument();
      // 365 days and 5,321 articles: 11 to 99 (counted on the last two digits) take the singular.
      expect(await screen.findByRole('note', { name: 'سياسة الاحتفاظ' })).toHaveTextContent(
        'يُحتفظ بالمقالات 365 يومًا بعد نشرها، ثم تُحذف يوميًا. 5,321 مقالةً مخزّنة، نُشرت أقدمها في',
      );
    });

    it('speaks French when nothing matches', async () => {
      api((request) => (request.path === '/article/all' ? { status: 200, data: page(0, []) } : undefined));
      await changeLanguage('fr');
      renderWithProviders(<WarehouseView />, { route: `/?topicId=${topic.id}` });
      expect(await screen.findByRole('heading', { level: 1, name: 'Entrepôt de données' })).toBeInTheDocument();
      expect(await screen.findByText('Aucun article ne correspond à ces filtres')).toBeInTheDocument();
      expect(screen.getByText('Élargissez les dates ou retirez un filtre.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    });
  });

  it('shows an unknown tone as unknown, and says how many articles a tone filter left out for want of one', async () => {
    api((request) =>
      request.path === '/article/all' ? { status: 200, data: { ...page(1, [makeArticle({ tone: null })]), untoned: 7 } } : undefined,
    );
    renderWithProviders(<WarehouseView />, { route: '/?toneMax=-1' });
    const table = await screen.findByRole('table', { name: 'Articles' });
    expect(within(table).getByText('unknown')).toBeInTheDocument();
    expect(screen.getByText('7 articles had no tone (language not analysed)')).toBeInTheDocument();
  });
});
