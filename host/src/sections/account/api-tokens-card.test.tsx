import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, type ApiToken } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { ApiTokensCard } from './api-tokens-card';

// ----------------------------------------------------------------------

jest.setTimeout(60_000);

afterEach(async () => {
  cleanup();
  resetApi();
  await act(() => changeLanguage('en'));
});

const SECRET = `mwt_${'a'.repeat(43)}`;

const listed = (id: string, name: string, extra: Partial<ApiToken> = {}): ApiToken => ({
  id,
  name,
  prefix: 'mwt_aaaaaaaa',
  scopes: ['read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-01-01T10:00:00.000Z',
  lastUsedAt: null,
  ...extra,
});

describe('ApiTokensCard', () => {
  it('creates a token with a name, scopes and an expiry, shows its secret once, and lists it', async () => {
    signInAs('analyst');
    const tokens: ApiToken[] = [];
    const requests = mockApi((request) => {
      if (request.path === '/token/all' && request.method === 'GET') return { status: 200, data: { tokens } };
      if (request.path === '/token/add') {
        const body = request.body as { name: string; scopes: ApiToken['scopes'] };
        const token = listed('t-1', body.name, { scopes: body.scopes });
        tokens.push(token);
        return { status: 201, data: { ...token, token: SECRET } };
      }
      return { status: 404 };
    });
    const { user } = renderWithProviders(<ApiTokensCard />);
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    // An analyst is offered what the role holds, never the admins' sources.
    expect(within(dialog).queryByRole('checkbox', { name: 'Manage sources' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Read articles and analytics' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/token/add')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'BI export');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage topics' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(requests.find((request) => request.path === '/token/add')?.body).toEqual({
      name: 'BI export',
      scopes: ['read', 'manageTopics'],
      expiresInDays: 30,
    });
    expect(within(secret).getByRole('textbox', { name: 'Token "BI export"' })).toHaveValue(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const table = await screen.findByRole('table', { name: 'API tokens' });
    const row = within(table).getByRole('row', { name: /BI export/ });
    expect(within(row).getByText('Manage topics')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    // The secret is not on the page once its dialog is closed.
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a token only after a confirmation', async () => {
    signInAs('viewer');
    let tokens = [listed('t-1', 'Dashboard feed', { lastUsedAt: new Date().toISOString() })];
    const requests = mockApi((request) => {
      if (request.path === '/token/all') return { status: 200, data: { tokens } };
      if (request.path === '/token/delete/t-1') {
        tokens = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const { user } = renderWithProviders(<ApiTokensCard />);

    await user.click(await screen.findByRole('button', { name: 'Revoke the token "Dashboard feed"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke the token "Dashboard feed"' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this token?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/token/delete/t-1']);
  });

  it('speaks Arabic: the section, its dialog and its controls', async () => {
    signInAs('analyst');
    mockApi((request) => (request.path === '/token/all' ? { status: 200, data: { tokens: [listed('t-1', 'تصدير')] } } : { status: 404 }));
    await act(() => changeLanguage('ar'));
    const { user } = renderWithProviders(<ApiTokensCard />);
    expect(await screen.findByRole('heading', { name: 'رموز الواجهة البرمجية' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إلغاء الرمز «تصدير»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنشاء رمز' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز واجهة برمجية جديد' });
    expect(within(dialog).getByRole('checkbox', { name: 'قراءة المقالات والتحليلات' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'تنتهي صلاحيته بعد' })).toBeInTheDocument();
  });
});
