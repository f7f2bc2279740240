import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { CreateTaskAction } from './create-task-action';

// ----------------------------------------------------------------------

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const ARTICLE = { id: 'art-1', title: 'Port strike enters its third day' };

describe('CreateTaskAction', () => {
  it('creates a task named after the article and linked to it in one click, then links to the board', async () => {
    signInAs('analyst');
    const requests = mockApi(async (request) =>
      request.path === '/task/add' ? { status: 201, data: { _id: 't-1' } } : { status: 404, data: { message: 'no' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST' && request.path === '/task/add')?.body).toEqual({
        name: 'Port strike enters its third day',
        articleId: 'art-1',
      }),
    );
    expect(await screen.findByText('Task created on the board, linked to this article.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the board' })).toHaveAttribute('href', '/dashboard/tasks');
  });

  it('says why when the API refuses, in French', async () => {
    signInAs('admin');
    await changeLanguage('fr');
    mockApi(async () => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Article not found' } }));
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    await user.click(await screen.findByRole('button', { name: 'Créer une tâche' }));
    expect(await screen.findByText('Impossible de créer la tâche : Article not found')).toBeInTheDocument();
  });

  it('is not offered to a viewer', () => {
    signInAs('viewer');
    renderWithProviders(<CreateTaskAction article={ARTICLE} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
