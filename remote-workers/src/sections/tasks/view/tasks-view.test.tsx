import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, type Task } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { TasksView } from './tasks-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const task = (id: string, overrides: Partial<Task> = {}): Task => ({
  _id: id,
  name: `Task ${id}`,
  estimation: '',
  // The signed-in user's (`signInAs` is u-1), so they may edit it (docs/decisions/0042-accounts-and-ownership.md).
  createdBy: 'u-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'TO DO',
  assignee: null,
  dueDate: null,
  article: null,
  position: 0,
  version: 1,
  ...overrides,
});

function serve(tasks: Task[], onUpdate?: (id: string, body: Record<string, unknown>) => { status: number; data: unknown }) {
  return mockApi(async (request) => {
    if (request.path === '/task/all') return { status: 200, data: { tasks } };
    if (request.path === '/user/assignable')
      return {
        status: 200,
        data: {
          users: [
            { id: 'u-1', name: 'Ada' },
            { id: 'u-2', name: 'Léo Martin' },
          ],
        },
      };
    if (request.path.startsWith('/task/delete/')) return { status: 204, data: null };
    if (request.path.startsWith('/task/update/') && onUpdate)
      return onUpdate(request.path.split('/').pop()!, request.body as Record<string, unknown>);
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const BOARD = [
  task('a', { name: 'Check the wires', assignee: { id: 'u-1', name: 'Ada' }, estimation: '2h', dueDate: '2026-12-01' }),
  task('b', { name: 'Tag the sources', status: 'In Progress', assignee: { id: 'u-2', name: 'Léo Martin' } }),
  task('c', { name: 'Read the strike story', status: 'DONE', article: { id: 'art-1', name: 'Port strike enters its third day' } }),
];

describe('TasksView', () => {
  it('shows the three columns with their cards, links the article, and filters mine and by assignee', async () => {
    signInAs('analyst');
    serve(BOARD);
    const user = userEvent.setup();
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });

    const todo = await screen.findByRole('region', { name: 'TO DO' });
    expect(within(todo).getByRole('heading', { name: 'Check the wires' })).toBeInTheDocument();
    expect(within(todo).getByText('Estimation: 2h')).toBeInTheDocument();
    expect(within(todo).getByText('Assigned to Ada')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In Progress' })).getByText('Tag the sources')).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'DONE' });
    expect(within(done).getByRole('link', { name: 'Article: Port strike enters its third day' })).toHaveAttribute(
      'href',
      '/dashboard/read/art-1',
    );
    expect(screen.getByRole('button', { name: 'Move “Check the wires”' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByText('Check the wires')).toBeInTheDocument();
    expect(screen.queryByText('Tag the sources')).toBeNull();
    expect(screen.queryByText('Read the strike story')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Léo Martin' }));
    expect(screen.queryByText('Check the wires')).toBeNull();
    expect(screen.getByText('Tag the sources')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    expect(screen.getByText('Read the strike story')).toBeInTheDocument();
    expect(screen.queryByText('Tag the sources')).toBeNull();
  });

  it('sends the version it edited, and on a 409 shows the other person’s version to save again', async () => {
    signInAs('analyst');
    const current = task('a', { ...BOARD[0]!, name: 'Check the wires (edited by Léo)', version: 2 });
    const bodies: Record<string, unknown>[] = [];
    serve(BOARD, (_id, body) => {
      bodies.push(body);
      return bodies.length === 1
        ? { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Someone else saved this task', current } }
        : { status: 200, data: { ...current, name: body.name, version: 3 } };
    });
    const user = userEvent.setup();
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });

    await user.click(await screen.findByRole('button', { name: 'Edit “Check the wires”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the task' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Check the morning wires');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/Someone else saved this task while you were editing it/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ name: 'Check the morning wires', version: 1, assigneeId: 'u-1', dueDate: '2026-12-01' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Check the wires (edited by Léo)');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies[1]).toMatchObject({ name: 'Check the wires (edited by Léo)', version: 2 }));
    expect(await screen.findByText('Task saved')).toBeInTheDocument();
  });

  it('refuses a blank name in the form, before any request', async () => {
    signInAs('admin');
    const requests = serve(BOARD);
    const user = userEvent.setup();
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });
    await user.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByRole('button', { name: 'New task' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('is read-only for a viewer (no move, edit or add), and speaks Arabic', async () => {
    signInAs('viewer');
    serve(BOARD);
    await changeLanguage('ar');
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });
    // The columns' names are worded in Arabic; their status values stay the spec's (docs/decisions/0040-server-texts-as-codes.md).
    const todo = await screen.findByRole('region', { name: 'للإنجاز' });
    expect(within(todo).getByText('Check the wires')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'قيد التنفيذ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'منجز' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'TO DO' })).toBeNull();
    expect(screen.getByText('يمكنك الاطلاع على اللوحة؛ المحللون والمسؤولون وحدهم يضيفون المهام ويعدّلونها وينقلونها.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /نقل/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /تعديل/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'مهمة جديدة' })).toBeNull();
  });

  it('deletes a task with an undo: off the board at once, back on "Undo", sent only on "Delete now"', async () => {
    signInAs('analyst');
    const requests = serve(BOARD);
    const deletes = () => requests.filter((request) => request.method === 'DELETE');
    const user = userEvent.setup();
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });
    await user.click(await screen.findByRole('button', { name: 'Edit “Check the wires”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit the task' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task “Check the wires” deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit “Check the wires”' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Edit “Check the wires”' })).toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit “Check the wires”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit the task' })).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete now' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.path).toBe('/task/delete/a');
  });

  it('names the columns in French', async () => {
    signInAs('viewer');
    serve(BOARD);
    await changeLanguage('fr');
    renderWithProviders(<TasksView />, { route: '/dashboard/tasks', path: '/dashboard/tasks' });
    expect(within(await screen.findByRole('region', { name: 'À FAIRE' })).getByText('Check the wires')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'En cours' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'TERMINÉ' })).toBeInTheDocument();
  });
});
