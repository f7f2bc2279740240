import { screen, waitFor, within } from '@testing-library/react';

import { errorReply, mockApi, resetApi, signInAs, type ApiReply, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { makeGroup, makeSource } from '../../../test-utils/fixtures';
import { SourceGroupsView } from './source-groups-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const source = makeSource();
const group = makeGroup({ sourceIds: [source.id], sourceCount: 1 });

function api(overrides: (request: ApiRequest) => ApiReply | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.path === '/sourceGroup/all') return { status: 200, data: [group] };
    if (request.path === '/source/all') return { status: 200, data: [source] };
    return errorReply(404, 'Not found');
  });
}

afterEach(resetApi);

describe('SourceGroupsView', () => {
  it('lists the groups, linked to the warehouse filtered by group; read-only for an analyst', async () => {
    signInAs('analyst');
    api();
    renderWithProviders(<SourceGroupsView />);

    const table = await screen.findByRole('table', { name: 'Source groups' });
    expect(within(table).getByRole('link', { name: 'French press' })).toHaveAttribute(
      'href',
      `/dashboard/group/warehouse?groupId=${group.id}`,
    );
    expect(table).toHaveTextContent('National dailies');
    expect(screen.queryByRole('button', { name: 'Add source group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for French press' })).not.toBeInTheDocument();
  });

  it('adds a group with its sources, after checking the name', async () => {
    signInAs('admin');
    const requests = api((request) =>
      request.path === '/sourceGroup/add' ? { status: 201, data: makeGroup({ id: 'g2', name: 'Wires' }) } : undefined,
    );
    const { user } = renderWithProviders(<SourceGroupsView />);
    await screen.findByRole('table', { name: 'Source groups' });

    await user.click(screen.getByRole('button', { name: 'Add source group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source group' });
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Wires');
    await user.click(within(dialog).getByRole('combobox', { name: 'Sources' }));
    await user.click(await screen.findByRole('option', { name: 'Le Monde' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));

    expect(await screen.findByText('Wires saved')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/sourceGroup/add')?.body).toEqual({ name: 'Wires', description: '', sourceIds: [source.id] });
  });

  it('deletes a group after confirmation, and says when there are none or loading fails', async () => {
    signInAs('admin');
    let deleted = false;
    api((request) => {
      if (request.method === 'DELETE' && request.path === `/sourceGroup/delete/${group.id}`) {
        deleted = true;
        return { status: 204 };
      }
      if (request.path === '/sourceGroup/all' && deleted) return { status: 200, data: [] };
      return undefined;
    });
    const { user, unmount } = renderWithProviders(<SourceGroupsView />);
    await screen.findByRole('table', { name: 'Source groups' });
    await user.click(screen.getByRole('button', { name: 'Actions for French press' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete French press?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No source groups yet')).toBeInTheDocument();
    unmount();

    api((request) => (request.path === '/sourceGroup/all' ? errorReply(500, 'Database unavailable') : undefined));
    renderWithProviders(<SourceGroupsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the source groups: Database unavailable');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
