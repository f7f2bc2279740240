import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type FeedCheck, type TestFeedResult } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { makeGroup, makeSource } from '../../../test-utils/fixtures';
import { SourcesView } from './sources-view';

// ----------------------------------------------------------------------

const failing = makeSource({
  id: '5f0c6c1e-0000-4000-8000-000000000002',
  name: 'Broken Herald',
  homepage: 'https://herald.example',
  feedUrls: ['https://herald.example/feed'],
  articleCount: 3,
  health: {
    ...makeSource().health,
    state: 'failing',
    consecutiveFailures: 4,
    lastStatus: 500,
    lastError: 'The server answered HTTP 500',
    lastSuccessAt: null,
  },
});
const ok = makeSource();
const group = makeGroup();

/** Fields of a cleanly read feed and item that the schema may add (spread, so the fixture fits either). */
const cleanFeed = { version: '2.0', malformed: null };
const datedItem = { dateIssue: null };

const feedCheck: FeedCheck = {
  url: '',
  ok: true,
  format: 'rss2',
  title: null,
  language: null,
  itemCount: 0,
  lastItem: null,
  malformed: null,
  error: null,
};

const testResult: TestFeedResult = {
  ok: true,
  url: 'https://new.example/rss',
  finalUrl: 'https://new.example/rss',
  httpStatus: 200,
  contentType: 'application/rss+xml',
  bytes: 4096,
  durationMs: 120,
  error: null,
  feed: { format: 'rss2', title: 'New Example', link: 'https://new.example', language: 'en', ttlMinutes: null, ...cleanFeed },
  items: [
    {
      guid: 'a',
      url: 'https://new.example/a',
      title: 'First headline',
      author: null,
      publishedAt: '2026-11-20T10:00:00Z',
      summary: null,
      language: 'en',
      tone: 2,
      ...datedItem,
    },
  ],
};

function api(overrides: (request: ApiRequest) => ReturnType<Parameters<typeof mockApi>[0]> | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/source/all') return { status: 200, data: [failing, ok] };
    if (request.method === 'GET' && request.path === '/sourceGroup/all') return { status: 200, data: [group] };
    return errorReply(404, `Route ${request.method}:${request.path} not found`);
  });
}

// Typing into MUI fields with user-event takes a few seconds per form.
jest.setTimeout(20_000);

afterEach(resetApi);

describe('SourcesView', () => {
  it('shows each source with its health at a glance', async () => {
    signInAs('admin');
    api();
    renderWithProviders(<SourcesView />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading sources');
    const table = await screen.findByRole('table', { name: 'Sources' });
    const rows = within(table).getAllByRole('row');
    // Header + two sources, sorted by name.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Broken Herald');
    expect(rows[1]).toHaveTextContent('Failing');
    expect(rows[1]).toHaveTextContent('The server answered HTTP 500');
    expect(rows[1]).toHaveTextContent('Never');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('4');
    expect(rows[2]).toHaveTextContent('Le Monde');
    expect(rows[2]).toHaveTextContent('OK');
    expect(rows[2]).toHaveTextContent('5 minutes ago');
    expect(rows[2]).toHaveTextContent('in 25 minutes');
    // The name opens the source's analysis; the homepage opens beside it, without the opener.
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Le Monde' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/source-analysis\/[^/]+$/),
    );
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'The homepage of Le Monde (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('sorts by a column header', async () => {
    signInAs('viewer');
    api();
    const { user } = renderWithProviders(<SourcesView />);
    const table = await screen.findByRole('table', { name: 'Sources' });

    await user.click(within(table).getByRole('button', { name: 'Articles' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Broken Herald');
    await user.click(within(table).getByRole('button', { name: 'Articles' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Le Monde');
  });

  it('says so when there are no sources, and when loading fails', async () => {
    signInAs('admin');
    api((request) => (request.path === '/source/all' ? { status: 200, data: [] } : undefined));
    const first = renderWithProviders(<SourcesView />);
    expect(await screen.findByText('No sources yet')).toBeInTheDocument();
    expect(screen.getByText('Add a source or import an OPML file to start monitoring.')).toBeInTheDocument();
    first.unmount();

    api((request) => (request.path === '/source/all' ? errorReply(500, 'Database unavailable') : undefined));
    renderWithProviders(<SourcesView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the sources: Database unavailable');
  });

  it('hides every write action from a viewer', async () => {
    signInAs('viewer');
    api();
    renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    expect(screen.queryByRole('button', { name: 'Add source' })).not.toBeInTheDocument();
    expect(screen.queryByText('Import OPML')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export OPML' })).toBeEnabled();
  });

  it('lets an analyst run the actions but not edit or delete', async () => {
    signInAs('analyst');
    const requests = api((request) =>
      request.method === 'POST' && request.path === `/source/fetch/${ok.id}`
        ? { status: 202, data: { queued: true, sourceId: ok.id } }
        : undefined,
    );
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    expect(screen.queryByRole('button', { name: 'Add source' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Le Monde' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Reset errors' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(menu).getByRole('menuitem', { name: 'Fetch now' }));
    expect(await screen.findByText('Fetch queued for Le Monde')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === `/source/fetch/${ok.id}`)).toBe(true);
    // The list is fetched again so the health shows the new state.
    await waitFor(() => expect(requests.filter((r) => r.path === '/source/all')).toHaveLength(2));
  });

  it('pauses and resets the errors of a failing source, showing the server message on failure', async () => {
    signInAs('admin');
    api((request) => {
      if (request.path === `/source/pause/${failing.id}`) return { status: 200, data: { ...failing, active: false } };
      if (request.path === `/source/resetErrors/${failing.id}`) return errorReply(403, 'Only admins and analysts can do that');
      return undefined;
    });
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Actions for Broken Herald' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Broken Herald paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Broken Herald' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset errors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins and analysts can do that');
  });

  it('validates the add form with the shared schema and sends nothing until it is valid', async () => {
    signInAs('admin');
    const requests = api();
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source' });
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));

    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByRole('textbox', { name: 'Homepage' })).toHaveAccessibleDescription('Homepage is required');
    expect(within(dialog).getByRole('textbox', { name: 'Feed URLs' })).toHaveAccessibleDescription('At least one feed URL is required');
    expect(within(dialog).getByRole('textbox', { name: 'Country' })).toHaveAccessibleDescription(
      'Country must be a two-letter ISO 3166 code, e.g. FR',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Feed URLs' }), 'ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    expect(within(dialog).getByRole('textbox', { name: 'Feed URLs' })).toHaveAccessibleDescription('Feed URL must be an http(s) URL');
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('tests the feed, then adds the source', async () => {
    signInAs('admin');
    const requests = api((request) => {
      if (request.path === '/source/testFeed') return { status: 200, data: testResult };
      if (request.path === '/source/add') return { status: 201, data: makeSource({ id: 'new', name: 'New Example' }) };
      return undefined;
    });
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'New Example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Homepage' }), 'https://new.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Feed URLs' }), 'https://new.example/rss');
    await user.type(within(dialog).getByRole('textbox', { name: 'Country' }), 'gb');

    await user.click(within(dialog).getByRole('button', { name: 'Test feed' }));
    const results = await within(dialog).findByRole('region', { name: 'Feed test results' });
    expect(results).toHaveTextContent('RSS 2.0 "New Example", 1 item (HTTP 200');
    expect(within(results).getByRole('table', { name: 'Items of https://new.example/rss' })).toHaveTextContent('First headline');
    expect(requests.find((r) => r.path === '/source/testFeed')?.body).toEqual({ url: 'https://new.example/rss' });

    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New Example saved; it is fetched within seconds')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/source/add')?.body).toMatchObject({
      name: 'New Example',
      homepage: 'https://new.example',
      feedUrls: ['https://new.example/rss'],
      language: 'en',
      country: 'GB',
      pollIntervalMinutes: 30,
      active: true,
      groupIds: [],
    });
  });

  it('refuses a feed another source polls with a link to it, and lets an admin add it anyway with a reason', async () => {
    signInAs('admin');
    const requests = api((request) => {
      if (request.path !== '/source/add') return undefined;
      const body = request.body as { duplicateReason?: string };
      if (body.duplicateReason) return { status: 201, data: makeSource({ id: 'new', name: 'Gazette mirror' }) };
      return {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: `${ok.name} already polls this feed (http://OK.example/rss/): one feed, one source`,
          coded: { code: 'source.duplicateFeed', params: { source: ok.name, feedUrl: 'http://OK.example/rss/' } },
          sourceId: ok.id,
          sourceName: ok.name,
          feedUrl: 'http://OK.example/rss/',
        },
      };
    });
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gazette mirror');
    await user.type(within(dialog).getByRole('textbox', { name: 'Homepage' }), 'https://ok.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Feed URLs' }), 'http://OK.example/rss/');
    await user.type(within(dialog).getByRole('textbox', { name: 'Country' }), 'gb');
    await user.click(within(dialog).getByRole('button', { name: 'Add source' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`${ok.name} already polls this feed (http://OK.example/rss/): one feed, one source`);
    expect(within(alert).getByRole('link', { name: `Open ${ok.name}` })).toHaveAttribute('href', expect.stringContaining(ok.id));
    const addAnyway = within(alert).getByRole('button', { name: 'Add anyway' });
    expect(addAnyway).toBeDisabled();
    await user.type(within(alert).getByRole('textbox', { name: 'Reason to add it anyway' }), 'Another desk');
    await user.click(addAnyway);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const adds = requests.filter((r) => r.path === '/source/add');
    expect(adds).toHaveLength(2);
    expect(adds[1]!.body).toMatchObject({ name: 'Gazette mirror', duplicateReason: 'Another desk' });
    // Two forms typed and sent: slow under load.
  }, 60_000);

  it('shows a feed that cannot be read, and a server refusal when saving an edit', async () => {
    signInAs('admin');
    const requests = api((request) => {
      if (request.path === '/source/testFeed') {
        return {
          status: 200,
          data: { ...testResult, ok: false, feed: null, items: [], httpStatus: 404, error: 'The server answered HTTP 404' },
        };
      }
      if (request.path === `/source/update/${ok.id}`) return errorReply(400, 'Homepage must be an http(s) URL');
      return undefined;
    });
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Actions for Le Monde' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Le Monde' });
    expect(within(dialog).getByRole('textbox', { name: 'Feed URLs' })).toHaveValue('https://www.lemonde.fr/rss/une.xml');

    await user.click(within(dialog).getByRole('button', { name: 'Test feed' }));
    expect(await within(dialog).findByText('https://new.example/rss: The server answered HTTP 404')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Le Monde (FR)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Homepage must be an http(s) URL')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ name: 'Le Monde (FR)', feedUrls: ok.feedUrls });
  });

  it('deletes a source after confirmation', async () => {
    signInAs('admin');
    let deleted = false;
    const requests = api((request) => {
      if (request.method === 'DELETE' && request.path === `/source/delete/${failing.id}`) {
        deleted = true;
        return { status: 204 };
      }
      if (request.path === '/source/all' && deleted) return { status: 200, data: [ok] };
      return undefined;
    });
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Actions for Broken Herald' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Broken Herald?' });
    expect(dialog).toHaveTextContent('Its 3 articles and fetch history are deleted with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Broken Herald' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Broken Herald?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Broken Herald deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Broken Herald', { selector: 'a' })).not.toBeInTheDocument());
  });

  it('imports an OPML file and exports the sources', async () => {
    signInAs('admin');
    const opml = '<?xml version="1.0"?><opml version="2.0"><body><outline type="rss" xmlUrl="https://a.example/rss"/></body></opml>';
    const requests = api((request) => {
      if (request.method === 'POST' && request.path === '/source/opml') {
        return {
          status: 200,
          data: {
            created: [makeSource({ id: 'a', name: 'A' })],
            skipped: [{ feedUrl: ok.feedUrls[0], reason: 'known' }],
            feeds: [
              {
                feedUrl: 'https://a.example/rss',
                title: 'A',
                outcome: 'created',
                reason: null,
                sourceId: 'a',
                check: {
                  ...feedCheck,
                  url: 'https://a.example/rss',
                  title: 'A wire',
                  itemCount: 12,
                  lastItem: { title: 'Storm warning', url: null, publishedAt: null },
                },
              },
              {
                feedUrl: 'https://b.example/rss',
                title: 'B',
                outcome: 'created',
                reason: null,
                sourceId: 'b',
                check: { ...feedCheck, ok: false, format: null, error: 'Feed not found (HTTP 404): check the feed URL' },
              },
              {
                feedUrl: ok.feedUrls[0],
                title: 'Known',
                outcome: 'known',
                reason: 'A source already polls this feed',
                sourceId: null,
                check: null,
              },
              {
                feedUrl: 'https://c.example/rss',
                title: 'C',
                outcome: 'invalid',
                reason: 'Country must be a two-letter ISO 3166 code, e.g. FR',
                sourceId: null,
                check: null,
              },
            ],
          },
        };
      }
      if (request.method === 'GET' && request.path === '/source/opml') return { status: 200, data: new Blob([opml]) };
      return undefined;
    });
    const createObjectURL = jest.fn(() => 'blob:opml');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.upload(screen.getByLabelText('Import OPML'), new File([opml], 'feeds.opml', { type: 'text/x-opml' }));
    expect(await screen.findByText('Imported 1 source; skipped 1 already known')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/source/opml')?.body).toEqual({ opml });
    // What became of each feed, and what each new one holds
    const report = screen.getByRole('dialog', { name: 'OPML import' });
    const rows = within(within(report).getByRole('table', { name: 'Feeds of the OPML file' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ahttps://a.example/rssSource createdRSS 2.0, 12 items · latest: Storm warning',
      'Bhttps://b.example/rssSource createdFeed not found (HTTP 404): check the feed URL',
      `Known${ok.feedUrls[0]}Already a source—`,
      'Chttps://c.example/rssNot imported: Country must be a two-letter ISO 3166 code, e.g. FR—',
    ]);
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'OPML import' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Export OPML' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  describe('in other languages', () => {
    // Unmounted first: the switch back re-renders nothing.
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French: header, table, relative times, pager, actions, form checks and confirmation', async () => {
      signInAs('admin');
      // Made now, not when the file loaded: "5 minutes ago" must still be five when a slow run gets here.
      api((request) => (request.path === '/source/all' ? { status: 200, data: [failing, makeSource()] } : undefined));
      await changeLanguage('fr');
      const { user } = renderWithProviders(<SourcesView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sources' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exporter en OPML' })).toBeInTheDocument();
      expect(screen.getByText('Importer un OPML')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Filtrer les sources' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Sources' });
      const rows = within(table).getAllByRole('row');
      expect(rows[0]).toHaveTextContent('ÉtatDernier succèsÉchecs consécutifsProchaine collecteArticles');
      expect(rows[1]).toHaveTextContent('En échec');
      expect(rows[1]).toHaveTextContent('Jamais');
      expect(rows[2]).toHaveTextContent('fr · FR · toutes les 30 min');
      expect(rows[2]).toHaveTextContent('il y a 5 minutes');
      expect(rows[2]).toHaveTextContent('dans 25 minutes');
      expect(rows[2]).toHaveTextContent('1 200');
      expect(screen.getByText('1–2 sur 2')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Actions pour Broken Herald' }));
      expect(await screen.findByRole('menuitem', { name: 'Collecter maintenant' })).toBeInTheDocument();
      await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
      const confirm = screen.getByRole('dialog', { name: 'Supprimer Broken Herald ?' });
      expect(confirm).toHaveTextContent('Ses 3 articles et son historique de collecte seront supprimés avec elle.');
      await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Ajouter une source' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter une source' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Langue' }));
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter une source' }));
      expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Le nom est obligatoire');
      expect(within(dialog).getByRole('textbox', { name: 'URL des flux' })).toHaveAccessibleDescription(
        'Au moins une URL de flux est obligatoire',
      );
      expect(within(dialog).getByRole('textbox', { name: 'Langue' })).toHaveAccessibleDescription(
        'La langue doit être un code ISO 639-1 à deux lettres, par ex. en',
      );
      expect(within(dialog).getByRole('spinbutton', { name: 'Intervalle de collecte (minutes)' })).toHaveAccessibleDescription(
        'De 5 à 1440',
      );
    });

    it('speaks Arabic, with its plural forms', async () => {
      signInAs('admin');
      api((request) =>
        request.method === 'POST' && request.path === '/source/opml'
          ? {
              status: 200,
              data: {
                created: [makeSource({ id: 'a' }), makeSource({ id: 'b' })],
                skipped: [{ feedUrl: 'x', reason: 'known' }],
                feeds: [
                  {
                    feedUrl: 'https://a.example/rss',
                    title: 'A',
                    outcome: 'created',
                    reason: null,
                    sourceId: 'a',
                    check: { ...feedCheck, itemCount: 2 },
                  },
                  { feedUrl: 'https://b.example/rss', title: 'B', outcome: 'created', reason: null, sourceId: 'b', check: null },
                  { feedUrl: 'x', title: 'X', outcome: 'known', reason: 'known', sourceId: null, check: null },
                ],
              },
            }
          : undefined,
      );
      await changeLanguage('ar');
      const { user } = renderWithProviders(<SourcesView />);

      const table = await screen.findByRole('table', { name: 'المصادر' });
      expect(screen.getByRole('heading', { level: 1, name: 'المصادر' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إضافة مصدر' })).toBeInTheDocument();
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('متعثر');
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('أبدًا');

      // Two sources: the Arabic dual; one skipped.
      await user.upload(screen.getByLabelText('استيراد OPML'), new File(['<opml/>'], 'feeds.opml', { type: 'text/x-opml' }));
      expect(await screen.findByText('تم استيراد مصدرين، وتم تخطي مصدر واحد معروف مسبقًا')).toBeInTheDocument();
      const report = screen.getByRole('dialog', { name: 'استيراد OPML' });
      expect(report).toHaveTextContent('RSS 2.0، عنصران');
      expect(report).toHaveTextContent('لم يُقرأ بعد: يقرؤه العامل خلال دقائق');
      expect(report).toHaveTextContent('مصدر موجود من قبل');
    });
  });
});
