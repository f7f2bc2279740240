import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type Alert, type Webhook } from '@mediawatch/shared';
import { alertMessages } from '@mediawatch/shared/messages';
import { mockApi, renderWithProviders, resetApi, signInAs, type ApiRequest } from '@mediawatch/shared/testing';

import { AlertsView } from './alerts-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const TOPIC = { id: '7b0c6c1e-0000-4000-8000-000000000001', name: 'Harbour' };

function alert(overrides: Partial<Alert>): Alert {
  const base: Omit<Alert, 'titleMessage' | 'reasonMessage'> = {
    id: 'a1',
    kind: 'topic-match',
    title: 'New matches for Harbour',
    reason: '2 new articles matched the topic’s query',
    details: { topic: 'Harbour', count: 2 },
    topic: TOPIC,
    source: null,
    articleIds: ['art-1', 'art-2'],
    articleCount: 2,
    firedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    read: false,
    ...overrides,
  };
  // As the API sends it: the kind and details as coded messages.
  const messages = alertMessages(base);
  return { titleMessage: messages?.title ?? null, reasonMessage: messages?.reason ?? null, ...base };
}

const ALERTS: Alert[] = [
  alert({}),
  alert({
    id: 'a2',
    kind: 'source-silent',
    topic: null,
    source: { id: 's1', name: 'Harbour Gazette' },
    details: { source: 'Harbour Gazette', silentHours: 20, usualGapHours: 2, limitHours: 6 },
    articleIds: [],
    articleCount: 0,
    read: true,
  }),
];

const WEBHOOK: Webhook = {
  id: 'w1',
  name: 'Newsroom Slack',
  url: 'https://hooks.example.org/T1',
  enabled: true,
  kinds: ['topic-match'],
  language: 'en',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  deliveries: [
    {
      id: 'd1',
      alertId: 'a1',
      alertTitle: 'New matches for Harbour',
      status: 'failed',
      attempts: 6,
      responseCode: 500,
      error: 'The receiver answered HTTP 500',
      errorMessage: { code: 'webhook.receiverAnswered', params: { status: 500 }, text: 'The receiver answered HTTP 500' },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:05:00.000Z',
    },
  ],
};

function serve(alerts: Alert[] = ALERTS) {
  let settings = { digest: 'off', digestHour: 8, timeZone: 'UTC' };
  return mockApi((request) => {
    if (request.path === '/alert/all') {
      const kind = request.params.get('kind');
      const unread = request.params.get('unread') === 'true';
      const items = alerts.filter((item) => (!kind || item.kind === kind) && (!unread || !item.read));
      return { status: 200, data: { items, total: items.length, page: 1, pageSize: 20 } };
    }
    if (request.path === '/alert/read') return { status: 200, data: { updated: 1 } };
    if (request.path === '/alert/readAll') return { status: 200, data: { updated: 1 } };
    if (request.path === '/alert/settings') {
      if (request.method.toLowerCase() === 'put') settings = request.body as typeof settings;
      return { status: 200, data: settings };
    }
    if (request.path === '/alert/webhook/all') return { status: 200, data: [WEBHOOK] };
    if (request.path === '/topic/all') return { status: 200, data: [] };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const calls = (requests: ApiRequest[], path: string) => requests.filter((request) => request.path === path);

describe('AlertsView', () => {
  it('lists the alerts in words, links them to their articles, filters and marks read', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });

    const list = await screen.findByRole('list', { name: 'Alerts' });
    const [match, silent] = within(list).getAllByRole('listitem');
    expect(match).toHaveAccessibleName('New matches for Harbour');
    expect(match).toHaveTextContent('2 new matching articles');
    const open = within(match!).getByRole('link', { name: 'Open the article' });
    expect(open).toHaveAccessibleDescription('New matches for Harbour');
    expect(open).toHaveAttribute('href', '/dashboard/read/art-1');
    expect(within(match!).getByRole('link', { name: 'See the articles (2)' }).getAttribute('href')).toContain(`topicId=${TOPIC.id}`);
    expect(silent).toHaveAccessibleName('Harbour Gazette has gone silent');
    expect(silent).toHaveTextContent('Nothing published for 20 h; it usually publishes every 2 h');
    // Only the unread one can be marked read.
    expect(within(silent!).queryByRole('button', { name: /as read/ })).toBeNull();

    await user.click(within(match!).getByRole('button', { name: 'Mark “New matches for Harbour” as read' }));
    await waitFor(() => expect(calls(requests, '/alert/read')).toHaveLength(1));
    expect(calls(requests, '/alert/read')[0]!.body).toEqual({ ids: ['a1'] });

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Silent source' }));
    await waitFor(() => expect(calls(requests, '/alert/all').at(-1)!.params.get('kind')).toBe('source-silent'));
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(calls(requests, '/alert/all').at(-1)!.params.get('unread')).toBe('true'));
    expect(await screen.findByText('No alert matches these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls(requests, '/alert/readAll')).toHaveLength(1));
    // An analyst manages no webhook.
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
  });

  it('saves the user’s daily digest at an hour of their zone', async () => {
    signInAs('viewer');
    const requests = serve();
    const { user } = renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const form = await screen.findByRole('form', { name: 'Delivery' });
    await user.click(within(form).getByRole('combobox', { name: 'E-mail digest' }));
    await user.click(screen.getByRole('option', { name: 'Daily' }));
    await user.click(within(form).getByRole('combobox', { name: 'Hour of the daily digest' }));
    await user.click(screen.getByRole('option', { name: '07:00' }));
    const zone = within(form).getByRole('textbox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Europe/Paris');
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/alert/settings' && request.method.toLowerCase() === 'put')).toHaveLength(1),
    );
    expect(requests.find((request) => request.method.toLowerCase() === 'put')!.body).toEqual({
      digest: 'daily',
      digestHour: 7,
      timeZone: 'Europe/Paris',
    });
    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument();
  });

  it('shows an admin the webhooks with their last deliveries', async () => {
    signInAs('admin');
    serve();
    renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    const table = await within(section).findByRole('table', { name: 'Last deliveries of Newsroom Slack' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('The receiver answered HTTP 500');
    expect(within(section).getByRole('switch', { name: 'Enabled: Newsroom Slack' })).toBeChecked();
  });

  it('words a delivery’s failure in French (docs/decisions/0040-server-texts-as-codes.md)', async () => {
    signInAs('admin');
    serve();
    await changeLanguage('fr');
    renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    const table = await within(section).findByRole('table', { name: 'Derniers envois de Newsroom Slack' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Le destinataire a répondu HTTP 500');
    expect(row).not.toHaveTextContent('The receiver answered');
  });

  it('speaks Arabic', async () => {
    signInAs('analyst');
    serve();
    await changeLanguage('ar');
    renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const list = await screen.findByRole('list', { name: 'التنبيهات' });
    const [match, silent] = within(list).getAllByRole('listitem');
    expect(match).toHaveAccessibleName('مطابقات جديدة لـ Harbour');
    expect(match).toHaveTextContent('مقالان مطابقان جديدان');
    expect(silent).toHaveAccessibleName('توقف Harbour Gazette عن النشر');
    expect(silent).toHaveTextContent('لم يُنشر شيء منذ 20 ساعة؛ ينشر عادةً كل 2 ساعة');
    expect(screen.getByRole('heading', { level: 1, name: 'التنبيهات' })).toBeInTheDocument();
  });

  it('speaks French, numbers as French reads them', async () => {
    signInAs('analyst');
    serve([
      alert({}),
      alert({
        id: 'a3',
        kind: 'source-silent',
        topic: null,
        source: { id: 's1', name: 'Gazette' },
        details: { silentHours: 20.55, usualGapHours: 1.5 },
      }),
    ]);
    await changeLanguage('fr');
    renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const list = await screen.findByRole('list', { name: 'Alertes' });
    const [match, silent] = within(list).getAllByRole('listitem');
    expect(match).toHaveAccessibleName('Nouvelles correspondances pour Harbour');
    expect(match).toHaveTextContent('2 nouveaux articles correspondants');
    expect(silent).toHaveAccessibleName('Gazette est devenu silencieux');
    expect(silent).toHaveTextContent('Rien de publié depuis 20,55 h ; publie d’habitude toutes les 1,5 h');
  });

  it('shows the stored words of an alert from before the codes', async () => {
    signInAs('analyst');
    serve([alert({ kind: 'topic-match', titleMessage: null, reasonMessage: null, title: 'Old words', reason: 'Stored reason' })]);
    renderWithProviders(<AlertsView />, { route: '/dashboard/alerts', path: '/dashboard/alerts' });
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Old words');
  });
});
