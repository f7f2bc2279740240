import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type Alert } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs, type ApiRequest } from '@mediawatch/shared/testing';

import { AlertsBell } from './alerts-bell';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const ALERT: Alert = {
  id: 'a1',
  kind: 'topic-match',
  title: 'New matches for Harbour',
  reason: '1 new article matched the topic’s query',
  titleMessage: { code: 'alert.topicMatch', params: { topic: 'Harbour' } },
  reasonMessage: { code: 'alertReason.topicMatch', params: { count: 1 } },
  details: { topic: 'Harbour', count: 1 },
  topic: { id: 't1', name: 'Harbour' },
  source: null,
  articleIds: ['art-1'],
  articleCount: 1,
  firedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  read: false,
};

const calls = (requests: ApiRequest[], path: string) => requests.filter((request) => request.path === path);

describe('AlertsBell', () => {
  it('counts the unread alerts in its name, counts up as they arrive, and opens the newest in a dialog', async () => {
    signInAs('analyst');
    let unread = 1;
    const requests = mockApi((request) => {
      if (request.path === '/alert/unreadCount') return { status: 200, data: { count: unread } };
      if (request.path === '/alert/all')
        return { status: 200, data: { items: [{ ...ALERT, read: unread === 0 }], total: 1, page: 1, pageSize: 10 } };
      if (request.path === '/alert/readAll') {
        unread = 0;
        return { status: 200, data: { updated: 1 } };
      }
      if (request.path === '/alert/read') {
        unread = Math.max(0, unread - 1);
        return { status: 200, data: { updated: 1 } };
      }
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
    });
    const { user } = renderWithProviders(<AlertsBell />);
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();

    // A new alert: the badge counts up at the next poll, without a reload.
    unread = 2;
    expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('alerts-badge')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Alerts, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    const list = await within(dialog).findByRole('list', { name: 'Newest alerts' });
    const item = within(list).getByRole('listitem', { name: 'New matches for Harbour' });
    expect(within(item).getByRole('link', { name: 'Open the article', description: 'New matches for Harbour' })).toHaveAttribute(
      'href',
      '/dashboard/read/art-1',
    );
    expect(within(dialog).getByRole('link', { name: 'All alerts and delivery settings' })).toHaveAttribute('href', '/dashboard/alerts');

    await user.click(within(item).getByRole('button', { name: 'Mark “New matches for Harbour” as read' }));
    await waitFor(() => expect(calls(requests, '/alert/read')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Mark all alerts as read' }));
    await waitFor(() => expect(calls(requests, '/alert/readAll')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close alerts' }));
    expect(await screen.findByRole('button', { name: 'Alerts, 0 unread' })).toBeInTheDocument();
  });

  it('speaks French and Arabic', async () => {
    signInAs('viewer');
    mockApi((request) =>
      request.path === '/alert/unreadCount'
        ? { status: 200, data: { count: 3 } }
        : { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } },
    );
    await changeLanguage('fr');
    renderWithProviders(<AlertsBell />);
    expect(await screen.findByRole('button', { name: 'Alertes, 3 non lues' })).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    renderWithProviders(<AlertsBell />);
    expect(await screen.findByRole('button', { name: 'التنبيهات، غير المقروءة: 3' })).toBeInTheDocument();
  });
});
