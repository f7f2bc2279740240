import { screen, within } from '@testing-library/react';
import { type FeedCheck, type FeedDiscoveryResult } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiRequest, type ApiReply, renderWithProviders } from '@mediawatch/shared/testing';
import { makeSource } from '../../test-utils/fixtures';
import { SourcesView } from './view/sources-view';

// ----------------------------------------------------------------------
// Adding a source from its homepage, through the Sources page: the feeds
// found, what each holds, and the Add source form started from the chosen ones.

jest.setTimeout(20_000);

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

function api(overrides: (request: ApiRequest) => ApiReply | undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.path === '/source/all') return { status: 200, data: [makeSource()] };
    if (request.path === '/sourceGroup/all') return { status: 200, data: [] };
    return errorReply(404, `Route ${request.method}:${request.path} not found`);
  });
}

afterEach(resetApi);

describe('DiscoverFeedsDialog', () => {
  it('finds the feeds of a site from its homepage and starts a source with the chosen ones', async () => {
    signInAs('admin');
    const discovery: FeedDiscoveryResult = {
      url: 'https://site.example',
      finalUrl: 'https://site.example/',
      title: 'Site Daily',
      language: 'fr',
      error: null,
      feeds: [
        {
          ...feedCheck,
          url: 'https://site.example/feed',
          title: 'Everything',
          itemCount: 20,
          lastItem: { title: 'Latest story', url: null, publishedAt: '2026-11-20T10:00:00.000Z' },
          via: 'page',
        },
        {
          ...feedCheck,
          url: 'https://site.example/atom',
          format: 'atom',
          title: 'Atom',
          itemCount: 5,
          malformed: 'Unexpected end (line 9, column 1)',
          via: 'page',
        },
        {
          ...feedCheck,
          url: 'https://site.example/broken',
          ok: false,
          format: null,
          title: 'Broken',
          itemCount: 0,
          error: 'Feed not found (HTTP 404): check the feed URL',
          via: 'page',
        },
      ],
    };
    const requests = api((request) => (request.path === '/source/discover' ? { status: 200, data: discovery } : undefined));
    const { user } = renderWithProviders(<SourcesView />);
    await screen.findByRole('table', { name: 'Sources' });

    await user.click(screen.getByRole('button', { name: 'Add from homepage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a source from its homepage' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Site address' }), 'https://site.example');
    await user.click(within(dialog).getByRole('button', { name: 'Find feeds' }));
    const feeds = await within(dialog).findByRole('group', { name: 'Feeds of Site Daily' });
    expect(requests.find((r) => r.path === '/source/discover')?.body).toEqual({ url: 'https://site.example' });
    expect(feeds).toHaveTextContent('https://site.example/feed · RSS 2.0, 20 items · latest: Latest story (20 Nov 2026');
    expect(feeds).toHaveTextContent('https://site.example/atom · Atom 1.0, 5 items · not well-formed XML, read anyway');
    expect(feeds).toHaveTextContent('https://site.example/broken · Feed not found (HTTP 404): check the feed URL');
    expect(within(feeds).getByRole('checkbox', { name: 'Broken' })).toBeDisabled();
    expect(within(feeds).getByRole('checkbox', { name: 'Everything' })).toBeChecked();
    await user.click(within(feeds).getByRole('checkbox', { name: 'Atom' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add a source with 1 feed' }));
    const form = await screen.findByRole('dialog', { name: 'Add source' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Site Daily');
    expect(within(form).getByRole('textbox', { name: 'Homepage' })).toHaveValue('https://site.example/');
    expect(within(form).getByRole('textbox', { name: 'Feed URLs' })).toHaveValue('https://site.example/feed');
    expect(within(form).getByRole('textbox', { name: 'Language' })).toHaveValue('fr');
  });

  it('says so when a site has no feed, and marks a source whose feed is malformed', async () => {
    signInAs('admin');
    const malformed = makeSource({
      id: '5f0c6c1e-0000-4000-8000-000000000007',
      name: 'Sloppy Times',
      health: { ...makeSource().health, malformed: 'Unexpected end (line 3, column 7)' },
    });
    api((request) => {
      if (request.path === '/source/all') return { status: 200, data: [malformed] };
      if (request.path === '/source/discover')
        return {
          status: 200,
          data: { url: 'https://bare.example', finalUrl: 'https://bare.example/', title: 'Bare', language: null, error: null, feeds: [] },
        };
      return undefined;
    });
    const { user } = renderWithProviders(<SourcesView />);
    const table = await screen.findByRole('table', { name: 'Sources' });
    expect(within(table).getByRole('row', { name: /Sloppy Times/ })).toHaveTextContent('Malformed');

    await user.click(screen.getByRole('button', { name: 'Add from homepage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a source from its homepage' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Site address' }), 'https://bare.example{Enter}');
    expect(await within(dialog).findByText('No feed found in this page or at the usual feed addresses.')).toBeInTheDocument();
  });
});
