import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type ArticleSearchHit, type ArticleSearchResult } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiReply, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { SearchView } from './search-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const SOURCE_ID = '5f0c6c1e-0000-4000-8000-000000000001';

const hit: ArticleSearchHit = {
  id: '8c0c6c1e-0000-4000-8000-000000000001',
  sourceId: SOURCE_ID,
  sourceName: 'Le Monde',
  url: 'https://www.lemonde.fr/a/1',
  title: 'Grid & power <cuts>',
  author: null,
  publishedAt: '2026-11-20T08:30:00.000Z',
  dateIssue: null,
  fetchedAt: '2026-11-20T08:35:00.000Z',
  language: 'fr',
  summary: '',
  tone: -2.25,
  clusterId: null,
  clusterSize: 2,
  topics: [],
  titleHighlight: '<mark>Grid</mark> &amp; power &lt;cuts&gt;',
  snippet: 'The <mark>grid</mark> operator &lt;img src=x onerror=alert(1)&gt; warned',
  rank: 0.8,
};

function result(overrides: Partial<ArticleSearchResult> = {}): ArticleSearchResult {
  return {
    items: [hit],
    total: 45,
    page: 1,
    pageSize: 20,
    facets: {
      sources: [{ value: SOURCE_ID, label: 'Le Monde', count: 30 }],
      languages: [
        { value: 'fr', label: 'fr', count: 30 },
        { value: 'en', label: 'en', count: 15 },
      ],
      days: [
        { value: '2026-11-19', label: '2026-11-19', count: 5 },
        { value: '2026-11-20', label: '2026-11-20', count: 40 },
      ],
    },
    tookMs: 12,
    ...overrides,
  };
}

function api(answer: (request: ApiRequest) => ApiReply = () => ({ status: 200, data: result() })) {
  return mockApi((request) => (request.path === '/article/search' ? answer(request) : errorReply(404, 'Not found')));
}

const searches = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/article/search');
const lastSearch = (requests: ApiRequest[]) => searches(requests).at(-1) as ApiRequest;

beforeEach(() => signInAs('viewer'));
afterEach(resetApi);

describe('SearchView', () => {
  it('searches nothing until a query is typed, then shows highlighted hits linked to the reader', async () => {
    const requests = api();
    const { user } = renderWithProviders(<SearchView />);
    expect(screen.getByText(/Type a query/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'grid AND lang:fr{Enter}');
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(lastSearch(requests).url).toBe('/article/search?q=grid+AND+lang%3Afr&sort=relevance&page=1&pageSize=20');
    expect(within(results).getByRole('status')).toHaveTextContent('45 results in 12 ms');

    const article = within(results).getByRole('article');
    const link = within(article).getByRole('link', { name: 'Grid & power <cuts>' });
    expect(link).toHaveAttribute('href', `/dashboard/read/${hit.id}`);
    expect(link.querySelector('mark')).toHaveTextContent('Grid');
    // The escaped tag in the snippet stays text.
    expect(article).toHaveTextContent('The grid operator <img src=x onerror=alert(1)> warned');
    expect(article.querySelector('img')).toBeNull();
    expect(article).toHaveTextContent('Le Monde · 20 Nov 2026');
    expect(article).toHaveTextContent('tone -2.3 negative · 2 articles on this story');
  });

  it('exports what the search finds, with its facets, as CSV', async () => {
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const requests = mockApi((request) =>
      request.path === '/article/search'
        ? { status: 200, data: result() }
        : request.path === '/article/export'
          ? { status: 200, data: new Blob(['\uFEFFid\r\n']) }
          : errorReply(404, 'Not found'),
    );
    const { user } = renderWithProviders(<SearchView />, { route: '/?q=grid&language=fr' });
    await screen.findByRole('region', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/article/export')).toBe(true));
    const exported = requests.find((r) => r.path === '/article/export')!;
    expect(exported.params.get('q')).toBe('grid');
    expect(exported.params.get('language')).toBe('fr');
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });

  it('gives the query box its own direction, so a Latin query reads left to right on an Arabic page', () => {
    api();
    renderWithProviders(<SearchView />);
    expect(screen.getByRole('textbox', { name: 'Search query' })).toHaveAttribute('dir', 'auto');
  });

  it("shows the server's parse error with its position marked", async () => {
    api(() => errorReply(400, 'Expected a closing parenthesis', { position: 12, length: 1 }));
    renderWithProviders(<SearchView />, { route: '/?q=(grid%20OR%20power' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Expected a closing parenthesis (at character 13)');
    expect(screen.getByRole('textbox', { name: 'Search query' })).toHaveAttribute('aria-invalid', 'true');
    // The position is past the end: the mark is the empty spot where ")" belongs.
    expect(alert.querySelector('pre')).toHaveTextContent('(grid OR power');
    expect(alert.querySelector('mark')).toBeInTheDocument();
  });

  it('marks the offending word inside the query', async () => {
    api(() => errorReply(400, 'Unknown prefix "foo:"', { position: 5, length: 4 }));
    renderWithProviders(<SearchView />, { route: '/?q=grid%20foo:bar' });
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('mark')).toHaveTextContent('foo:');
  });

  it('narrows by facets and pages through the results', async () => {
    const requests = api();
    const { user } = renderWithProviders(<SearchView />, { route: '/?q=grid' });
    await screen.findByRole('region', { name: 'Results' });

    await user.click(within(screen.getByRole('region', { name: 'Sources' })).getByRole('button', { name: /Le Monde/ }));
    await waitFor(() => expect(lastSearch(requests).params.get('sourceId')).toBe(SOURCE_ID));

    await user.click(within(screen.getByRole('region', { name: 'Languages' })).getByRole('button', { name: /English \(en\)/ }));
    await waitFor(() => expect(lastSearch(requests).params.get('language')).toBe('en'));

    await user.click(screen.getByRole('button', { name: '2026-11-20: 40 articles' }));
    await waitFor(() => expect(lastSearch(requests).params.get('from')).toBe('2026-11-20'));
    expect(lastSearch(requests).params.get('to')).toBe('2026-11-21');
    expect(screen.getByRole('button', { name: '2026-11-20: 40 articles' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastSearch(requests).params.get('page')).toBe('2'));

    // Choosing a facet again widens the search.
    await user.click(within(screen.getByRole('region', { name: 'Sources' })).getByRole('button', { name: /Le Monde/ }));
    await waitFor(() => expect(lastSearch(requests).params.get('sourceId')).toBeNull());
    expect(lastSearch(requests).params.get('page')).toBe('1');
  });

  it('says when nothing matches, and when the search fails', async () => {
    api(() => ({ status: 200, data: result({ items: [], total: 0 }) }));
    const first = renderWithProviders(<SearchView />, { route: '/?q=zebra' });
    expect(await screen.findByText('Nothing matches zebra.')).toBeInTheDocument();
    first.unmount();

    api(() => errorReply(500, 'Search is unavailable'));
    renderWithProviders(<SearchView />, { route: '/?q=zebra' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed: Search is unavailable');
  });

  describe('in other languages', () => {
    // Unmounted first: the switch back re-renders nothing.
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French: form, summary, facets, tone and the pager', async () => {
      api();
      await changeLanguage('fr');
      renderWithProviders(<SearchView />, { route: '/?q=grid' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Requête de recherche' })).toHaveValue('grid');
      expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
      const results = await screen.findByRole('region', { name: 'Résultats' });
      expect(within(results).getByRole('status')).toHaveTextContent('45 résultats en 12 ms');
      const article = within(results).getByRole('article');
      expect(article).toHaveTextContent('Le Monde · 20 nov. 2026');
      expect(article).toHaveTextContent('français (fr) · tonalité -2,3 négative · 2 articles sur cette actualité');
      expect(within(screen.getByRole('region', { name: 'Langues' })).getByRole('button', { name: /anglais \(en\)/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '2026-11-20 : 40 articles' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aller à la page 2' })).toBeInTheDocument();
    });

    it('speaks Arabic, with its plural forms', async () => {
      api(() => ({
        status: 200,
        data: result({ total: 2, facets: { ...result().facets, days: [{ value: '2026-11-20', label: '2026-11-20', count: 2 }] } }),
      }));
      await changeLanguage('ar');
      renderWithProviders(<SearchView />, { route: '/?q=grid' });

      expect(await screen.findByRole('heading', { level: 1, name: 'بحث' })).toBeInTheDocument();
      const results = await screen.findByRole('region', { name: 'النتائج' });
      // Two results and two articles: the Arabic dual.
      expect(within(results).getByRole('status')).toHaveTextContent('نتيجتان في \u206612 ms\u2069');
      expect(within(results).getByRole('article')).toHaveTextContent(
        /الفرنسية \(fr\) · النبرة \u2066\u200e?-2\.3\u2069 سلبية · مقالان عن هذه القصة/,
      );
      expect(screen.getByRole('button', { name: '2026-11-20: مقالان' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'المصادر' })).toBeInTheDocument();
    });

    it('says what went wrong in French, the server’s words kept', async () => {
      api(() => errorReply(400, 'Expected a closing parenthesis', { position: 12, length: 1 }));
      await changeLanguage('fr');
      renderWithProviders(<SearchView />, { route: '/?q=(grid%20OR%20power' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Expected a closing parenthesis (au caractère 13)');
    });

    it.each([
      ['fr', 'La « ( » de la position 0 n’est jamais fermée (au caractère 1)'],
      ['ar', '«(» في الموضع 0 لا يُغلق أبدًا'],
    ] as const)('words a coded syntax error in %s (docs/decisions/0040-server-texts-as-codes.md)', async (language, text) => {
      const coded = { code: 'query.unclosedParenthesis', params: { position: 0 }, text: 'The "(" at position 0 is never closed' };
      api(() => errorReply(400, 'q: The "(" at position 0 is never closed', { position: 0, length: 1, coded }));
      await changeLanguage(language);
      renderWithProviders(<SearchView />, { route: '/?q=(grid%20OR%20power' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('never closed');
    });
  });
});

describe('SearchView: PDFs with articles (docs/decisions/0028-academic-pdfs.md)', () => {
  const pdfHit = {
    pdfId: '6a0c6c1e-0000-4000-8000-000000000001',
    title: 'Agenda-Setting in Feeds',
    authors: ['Nadia Benali'],
    year: 2023,
    page: 3,
    snippet: 'the <mark>gatekeeping</mark> power of ranking &lt;b&gt;',
  };

  function both() {
    return mockApi((request) => {
      if (request.path === '/article/search') return { status: 200, data: result() };
      if (request.path === '/pdf/search') return { status: 200, data: { items: [pdfHit], total: 1 } };
      return errorReply(404, 'Not found');
    });
  }

  afterEach(() => changeLanguage('en'));

  it('shows PDF pages beside the articles, each linking to its reader at the page', async () => {
    const requests = both();
    renderWithProviders(<SearchView />, { route: '/?q=gatekeeping' });
    const pdfs = await screen.findByRole('region', { name: 'PDFs' });
    expect(await within(pdfs).findByText('1 PDF page matches')).toHaveAttribute('role', 'status');
    const article = within(pdfs).getByRole('article');
    expect(within(article).getByRole('link', { name: 'Agenda-Setting in Feeds' })).toHaveAttribute(
      'href',
      `/dashboard/pdfArticle?id=${pdfHit.pdfId}&page=3&q=gatekeeping`,
    );
    expect(article).toHaveTextContent('PDFs · page 3 · Nadia Benali · 2023');
    expect(within(article).getByText('gatekeeping').tagName).toBe('MARK');
    expect(article).toHaveTextContent('power of ranking <b>');
    expect(await screen.findByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/pdf/search')?.url).toBe('/pdf/search?q=gatekeeping&limit=20');
  });

  it('narrows to one type with the type facet, kept in the URL', async () => {
    const requests = both();
    const { user } = renderWithProviders(<SearchView />, { route: '/?q=gatekeeping' });
    await screen.findByRole('region', { name: 'PDFs' });
    const type = screen.getByRole('group', { name: 'Type' });
    await user.click(within(type).getByRole('button', { name: 'PDFs' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'PDFs' })).toBeInTheDocument();
    expect(within(type).getByRole('button', { name: 'PDFs' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(type).getByRole('button', { name: 'Articles' }));
    expect(await screen.findByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PDFs' })).not.toBeInTheDocument();
    const before = requests.filter((request) => request.path === '/pdf/search').length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(requests.filter((request) => request.path === '/pdf/search')).toHaveLength(before);
  });

  it('names the facet and the PDF results in Arabic', async () => {
    both();
    await changeLanguage('ar');
    renderWithProviders(<SearchView />, { route: '/?q=gatekeeping&type=pdfs' });
    const pdfs = await screen.findByRole('region', { name: 'ملفات PDF' });
    expect(await within(pdfs).findByText('صفحة PDF واحدة مطابقة')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('group', { name: 'النوع' })).getByRole('button', { name: 'ملفات PDF' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
