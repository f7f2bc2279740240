import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { CreateTaskAction } from './create-task-action';

// ----------------------------------------------------------------------

// A dialog opens and closes with its transitions: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const ARTICLE = { id: 'art-1', title: 'Port strike enters its third day' };

describe('CreateTaskAction', () => {
  it('creates a task named after the article and linked to it once "Create" saves the draft, then links to the board', async () => {
    signInAs('analyst');
    const requests = mockApi(async (request) =>
      request.path === '/task/add' ? { status: 201, data: { _id: 't-1' } } : { status: 404, data: { message: 'no' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a task' });
    expect(within(dialog).getByRole('textbox', { name: 'Task name' })).toHaveValue('Port strike enters its third day');
    expect(requests.filter((request) => request.path === '/task/add')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST' && request.path === '/task/add')?.body).toEqual({
        name: 'Port strike enters its third day',
        articleId: 'art-1',
      }),
    );
    expect(await screen.findByText('Task created on the board, linked to this article.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the board' })).toHaveAttribute('href', '/dashboard/tasks');
  });

  it('leaves nothing behind when the draft is cancelled or emptied', async () => {
    signInAs('analyst');
    const requests = mockApi(async () => ({ status: 201, data: { _id: 't-1' } }));
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create a task' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    dialog = await screen.findByRole('dialog', { name: 'Create a task' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Task name' }));
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(0);
  });

  it('says why when the API refuses, in French', async () => {
    signInAs('admin');
    await changeLanguage('fr');
    mockApi(async () => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Article not found' } }));
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    await user.click(await screen.findByRole('button', { name: 'Créer une tâche' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Créer une tâche' })).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Impossible de créer la tâche : Article not found')).toBeInTheDocument();
  });

  it('is not offered to a viewer', () => {
    signInAs('viewer');
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
