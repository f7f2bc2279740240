import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiReply, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { makePodcast } from '../../../test-utils/fixtures';
import { PodcastsView } from './podcasts-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

// Both made by the signed-in analyst (`signInAs` is u-1): theirs to change (docs/decisions/0042-accounts-and-ownership.md).
const briefing = makePodcast({ createdBy: 'u-1' });
const longRead = makePodcast({
  _id: 'p2',
  title: 'Long Read Weekly',
  author: 'A. Okafor',
  durationSeconds: 600,
  featured: false,
  createdBy: 'u-1',
});

function api(overrides: (request: ApiRequest) => ApiReply | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/podcast/all') return { status: 200, data: [briefing, longRead] };
    if (request.method === 'GET' && request.path === '/podcast/search') return { status: 200, data: [longRead] };
    return errorReply(404, 'Not found');
  });
}

afterEach(resetApi);

describe('PodcastsView', () => {
  it('lists the podcasts, searches through the API, and is read-only for a viewer', async () => {
    signInAs('viewer');
    const requests = api();
    const { user } = renderWithProviders(<PodcastsView />);

    const table = await screen.findByRole('table', { name: 'Podcasts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Morning Briefing');
    expect(rows[1]).toHaveTextContent('1:35');
    expect(rows[1]).toHaveTextContent('20 Nov 2026');
    expect(within(table).getByRole('switch', { name: 'Featured: Morning Briefing' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add podcast' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search podcasts' }), 'okafor');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Podcasts' })).queryByText('Morning Briefing')).not.toBeInTheDocument(),
    );
    expect(requests.find((r) => r.path === '/podcast/search')?.params.get('q')).toBe('okafor');
  });

  it('adds a podcast after the schema checks, then edits and deletes one', async () => {
    signInAs('analyst');
    const requests = api((request) => {
      if (request.path === '/podcast/add') return { status: 201, data: makePodcast({ _id: 'p3', title: 'Field Notes' }) };
      if (request.path === `/podcast/update/${longRead._id}`) return { status: 200, data: { ...longRead, title: 'Long Read' } };
      if (request.path === `/podcast/delete/${briefing._id}`) return { status: 200, data: { _id: briefing._id } };
      return undefined;
    });
    const { user } = renderWithProviders(<PodcastsView />);
    await screen.findByRole('table', { name: 'Podcasts' });

    await user.click(screen.getByRole('button', { name: 'Add podcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add podcast' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Audio URL' }), 'ftp://x');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Duration (seconds)' }), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Add podcast' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByRole('textbox', { name: 'Author' })).toHaveAccessibleDescription('Author is required');
    expect(within(dialog).getByRole('textbox', { name: 'Audio URL' })).toHaveAccessibleDescription(
      'Audio URL must be an http(s) URL or a path starting with /',
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Duration (seconds)' })).toHaveAccessibleDescription(
      'Duration cannot be negative',
    );
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' Field Notes ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Author' }), 'Desk');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Audio URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Audio URL' }), '/api/podcast/media/x.mp3');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Duration (seconds)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Duration (seconds)' }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add podcast' }));
    expect(await screen.findByText('Added “Field Notes”')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/podcast/add')?.body).toEqual({
      title: 'Field Notes',
      author: 'Desk',
      description: '',
      audioUrl: '/api/podcast/media/x.mp3',
      coverArtUrl: null,
      durationSeconds: 90,
      featured: false,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Long Read Weekly' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit podcast' });
    expect(within(edit).getByRole('spinbutton', { name: 'Duration (seconds)' })).toHaveValue(600);
    await user.clear(within(edit).getByRole('textbox', { name: 'Title' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Title' }), 'Long Read');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Long Read”')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      title: 'Long Read',
      author: 'A. Okafor',
      durationSeconds: 600,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Morning Briefing' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete podcast?' });
    expect(confirm).toHaveTextContent('“Morning Briefing” will be removed from the list and the player. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Morning Briefing”')).toBeInTheDocument();
  });

  it("says when there are none, and shows the server's message when loading fails", async () => {
    signInAs('analyst');
    api((request) => (request.path === '/podcast/all' ? { status: 200, data: [] } : undefined));
    const first = renderWithProviders(<PodcastsView />);
    expect(await screen.findByText('No podcasts yet.')).toBeInTheDocument();
    first.unmount();

    // The podcast calls log a failure with the spec's text (docs/spec.md §8).
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api((request) => (request.path === '/podcast/all' ? errorReply(500, 'Database unavailable') : undefined));
    renderWithProviders(<PodcastsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the podcasts: Database unavailable');
    expect(log).toHaveBeenCalledWith('Failed to fetch podcasts', expect.anything());
    log.mockRestore();
  });

  describe('in other languages', () => {
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French, the form checks included', async () => {
      signInAs('admin');
      api();
      await changeLanguage('fr');
      const { user } = renderWithProviders(<PodcastsView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Podcasts' });
      expect(within(table).getAllByRole('row')[0]).toHaveTextContent('PodcastDuréeÀ la uneAjouté leActions');
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20 nov. 2026');
      expect(within(table).getByRole('switch', { name: 'À la une : Morning Briefing' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Modifier Morning Briefing' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Ajouter un podcast' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un podcast' });
      expect(within(dialog).getByRole('button', { name: 'Téléverser un fichier audio' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter un podcast' }));
      expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription('Le titre est obligatoire');
      expect(within(dialog).getByRole('textbox', { name: 'URL audio' })).toHaveAccessibleDescription('L’URL audio est obligatoire');
    });

    it('speaks Arabic', async () => {
      signInAs('admin');
      api();
      await changeLanguage('ar');
      const { user } = renderWithProviders(<PodcastsView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'البودكاست' })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'البودكاست' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'حذف Morning Briefing' }));
      const confirm = screen.getByRole('dialog', { name: 'حذف البودكاست؟' });
      expect(confirm).toHaveTextContent('سيُزال «Morning Briefing» من القائمة ومن المشغّل.');
      expect(within(confirm).getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    });
  });
});
