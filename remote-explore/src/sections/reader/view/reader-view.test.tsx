import { cleanup, screen, within } from '@testing-library/react';
import { changeLanguage, type Article } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, renderWithProviders } from '@mediawatch/shared/testing';
import ReadPage from '../../../pages/read-page';

// ----------------------------------------------------------------------

const ID = '8c0c6c1e-0000-4000-8000-000000000001';

const article: Article = {
  id: ID,
  sourceId: '5f0c6c1e-0000-4000-8000-000000000001',
  sourceName: 'Le Monde',
  sourceHomepage: 'https://www.lemonde.fr',
  url: 'https://www.lemonde.fr/a/1',
  guid: 'a1',
  title: 'Grid operators brace for winter',
  author: 'Jeanne Martin',
  publishedAt: '2026-11-20T08:30:00.000Z',
  dateIssue: null,
  dateText: null,
  originalUrl: null,
  fetchedAt: '2026-11-20T08:35:00.000Z',
  language: 'fr',
  summary: 'Operators expect record demand.',
  tone: 2.5,
  clusterId: 'c1',
  clusterSize: 2,
  topics: [{ id: '7b0c6c1e-0000-4000-8000-000000000001', name: 'Energy' }],
  contentHtml: '<p>First <a href="https://example.com/ref">paragraph</a>.</p><img src="https://img.example/a.jpg" alt="Pylons">',
  contentText: 'First paragraph.',
  fullText: true,
  cluster: [
    {
      id: ID,
      title: 'Grid operators brace for winter',
      url: 'https://www.lemonde.fr/a/1',
      sourceId: 's1',
      sourceName: 'Le Monde',
      publishedAt: '2026-11-20T08:30:00.000Z',
      language: 'fr',
    },
    {
      id: 'other',
      title: 'Winter grid warning',
      url: 'https://bbc.example/x',
      sourceId: 's2',
      sourceName: 'BBC News',
      publishedAt: '2026-11-20T09:00:00.000Z',
      language: 'en',
    },
  ],
};

function renderReader(reply = { status: 200, data: article as unknown }) {
  const requests = mockApi((request) => (request.path === `/article/${ID}` ? reply : errorReply(404, 'Not found')));
  return { requests, ...renderWithProviders(<ReadPage />, { route: `/dashboard/read/${ID}`, path: '/dashboard/read/:id' }) };
}

beforeEach(() => signInAs('viewer'));
afterEach(resetApi);

describe('Reader', () => {
  it('shows the text, byline, time, language, tone, topics, original link and story cluster', async () => {
    renderReader();

    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    const body = screen.getByRole('article', { name: article.title });
    expect(body).toHaveTextContent('By Jeanne Martin · Le Monde · 20 Nov 2026');
    expect(body.querySelector('time')).toHaveAttribute('dateTime', article.publishedAt);
    expect(body).toHaveTextContent('Language: French (fr)');
    expect(body).toHaveTextContent('Tone: +2.5 positive');
    expect(body).toHaveTextContent('Full text from the article page');
    expect(within(body).getByRole('img', { name: 'Pylons' })).toBeInTheDocument();
    // Links in the text leave the app without the opener.
    expect(within(body).getByRole('link', { name: 'paragraph' })).toHaveAttribute('rel', 'noopener noreferrer');

    const original = within(body).getByRole('link', { name: 'Read the original on Le Monde' });
    expect(original).toHaveAttribute('href', article.url);
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    expect(original).toHaveAttribute('target', '_blank');

    expect(screen.getByRole('link', { name: 'Energy' })).toHaveAttribute(
      'href',
      '/dashboard/group/warehouse?topicId=7b0c6c1e-0000-4000-8000-000000000001',
    );
    const cluster = screen.getByRole('region', { name: 'Same story elsewhere' });
    // Each other outlet's article, and its source's analysis.
    expect(within(cluster).getAllByRole('link')).toHaveLength(2);
    expect(within(cluster).getByRole('link', { name: 'Winter grid warning' })).toHaveAttribute('href', '/dashboard/read/other');
    expect(within(cluster).getByRole('link', { name: 'BBC News' })).toHaveAttribute('href', '/dashboard/source-analysis/s2');
  });

  it('names the site the original is on when the source carries another outlet’s story (a wire’s copy)', async () => {
    renderReader({ status: 200, data: { ...article, url: 'https://www.globalwire.example/story/9' } });
    const body = await screen.findByRole('article', { name: article.title });
    expect(within(body).getByRole('link', { name: 'Read the original on globalwire.example' })).toHaveAttribute(
      'href',
      'https://www.globalwire.example/story/9',
    );
    cleanup();
    // A subdomain of the source's site is the source's.
    renderReader({ status: 200, data: { ...article, url: 'https://abonnes.lemonde.fr/a/1' } });
    expect(await screen.findByRole('link', { name: 'Read the original on Le Monde' })).toBeInTheDocument();
  });

  it('marks a date the feed did not give: the fetch time, a warning and why; shows the feed’s tracked link', async () => {
    renderReader({
      status: 200,
      data: { ...article, dateIssue: 'unreadable', dateText: 'yesterday-ish', originalUrl: 'https://www.lemonde.fr/a/1?utm_source=rss' },
    });
    const body = await screen.findByRole('article', { name: article.title });
    expect(body).toHaveTextContent('Fetched 20 Nov 2026');
    expect(body).toHaveTextContent('No date from the feed');
    expect(within(body).getByRole('alert')).toHaveTextContent(
      'The feed’s date “yesterday-ish” could not be read, so the article is dated and ordered by the time it was fetched.',
    );
    expect(body).toHaveTextContent('The feed’s link, with its tracking parameters: https://www.lemonde.fr/a/1?utm_source=rss');
    expect(within(body).getByRole('link', { name: 'Read the original on Le Monde' })).toHaveAttribute('href', article.url);
  });

  it('says nothing of dates when the feed’s date is the article’s', async () => {
    renderReader();
    const body = await screen.findByRole('article', { name: article.title });
    expect(body).not.toHaveTextContent('No date from the feed');
    expect(body).not.toHaveTextContent('Fetched');
    expect(within(body).queryByRole('alert')).toBeNull();
  });

  it('runs nothing from a body that slipped past the server sanitizer', async () => {
    const alert = jest.fn();
    Object.assign(window, { alert });
    renderReader({
      status: 200,
      data: {
        ...article,
        contentHtml:
          '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><svg onload="alert(5)"></svg><iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      },
    });
    const body = await screen.findByRole('article', { name: article.title });
    const html = body.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|onload|<script|javascript:|<style/i);
    expect(body.querySelector('iframe')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(alert).not.toHaveBeenCalled();
  });

  it('falls back to the plain text when there is no HTML body', async () => {
    renderReader({
      status: 200,
      data: { ...article, contentHtml: '', contentText: 'One.\n\nTwo.', fullText: false, topics: [], cluster: [] },
    });
    const body = await screen.findByRole('article', { name: article.title });
    expect(body).toHaveTextContent('One.');
    expect(body).toHaveTextContent('Text from the feed');
    expect(screen.getByText('No topic matches this article.')).toBeInTheDocument();
    expect(screen.getByText('No other outlet has covered this story yet.')).toBeInTheDocument();
  });

  it('says when the article does not exist, or cannot be loaded', async () => {
    const first = renderReader(errorReply(404, 'Article not found') as { status: number; data: unknown });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search articles' })).toHaveAttribute('href', '/dashboard/search');
    first.unmount();

    renderReader(errorReply(500, 'Database unavailable') as { status: number; data: unknown });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the article: Database unavailable');
  });

  describe('in other languages', () => {
    // Unmounted first: the switch back re-renders nothing.
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French', async () => {
      await changeLanguage('fr');
      renderReader();
      const body = await screen.findByRole('article', { name: article.title });
      expect(body).toHaveTextContent('Par Jeanne Martin · Le Monde · 20 nov. 2026');
      expect(body).toHaveTextContent('Langue : français (fr)');
      expect(body).toHaveTextContent('Tonalité : +2,5 positive');
      expect(body).toHaveTextContent('Texte intégral tiré de la page de l’article');
      expect(within(body).getByRole('link', { name: 'Lire l’original sur Le Monde' })).toHaveAttribute('href', article.url);
      expect(screen.getByRole('heading', { level: 2, name: 'Sujets' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'La même actualité ailleurs' })).toBeInTheDocument();
    });

    it('speaks Arabic, and says so when the article is missing', async () => {
      await changeLanguage('ar');
      const first = renderReader();
      const body = await screen.findByRole('article', { name: article.title });
      expect(body).toHaveTextContent('بقلم Jeanne Martin · Le Monde');
      expect(body).toHaveTextContent('اللغة: الفرنسية (fr)');
      expect(body).toHaveTextContent(/النبرة: \u2066\u200e?\+2\.5\u2069 إيجابية/);
      expect(screen.getByRole('region', { name: 'القصة نفسها في وسائل أخرى' })).toBeInTheDocument();
      first.unmount();

      renderReader(errorReply(404, 'Article not found') as { status: number; data: unknown });
      expect(await screen.findByRole('heading', { level: 1, name: 'المقال غير موجود' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'البحث في المقالات' })).toHaveAttribute('href', '/dashboard/search');
    });
  });
});
