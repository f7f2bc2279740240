import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import { UsersView } from './users-view';

// ----------------------------------------------------------------------

jest.setTimeout(60_000);

afterEach(() => {
  cleanup();
  resetApi();
});

const person = (id: string, fullName: string, role: AdminUser['role'], disabled = false): AdminUser => {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return {
    id,
    email: `${firstName.toLowerCase()}@example.org`,
    firstName,
    lastName,
    fullName,
    displayName: fullName,
    photoURL: null,
    role,
    disabled,
  };
};

describe('UsersView', () => {
  it('changes a role, disables an account, and keeps the last admin from demoting or disabling themself', async () => {
    signInAs('admin');
    const users = [person('u-1', 'Ada Lovelace', 'admin'), person('u-2', 'Noor Haddad', 'viewer')];
    const requests = mockApi((request) => {
      if (request.path === '/auth/registration') return { status: 200, data: { mode: 'open' } };
      if (request.path === '/user/all') return { status: 200, data: { users } };
      if (request.path === '/user/update/u-2') {
        const updated = { ...users[1]!, ...(request.body as object) };
        users[1] = updated;
        return { status: 200, data: updated };
      }
      return { status: 404 };
    });
    const { user } = renderWithProviders(<UsersView />);

    const role = await screen.findByRole('combobox', { name: 'Role of Noor Haddad' });
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Analyst' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/user/update/u-2').map((r) => r.body)).toContainEqual({ role: 'analyst' }),
    );

    await user.click(screen.getByRole('switch', { name: 'Account of Noor Haddad enabled' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/user/update/u-2' && (r.body as { disabled?: boolean }).disabled === true)).toBe(true),
    );

    // The last enabled admin (the signed-in user) cannot be disabled, nor given another role.
    expect(screen.getByRole('switch', { name: 'Account of Ada Lovelace enabled' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Role of Ada Lovelace' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Viewer' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Anyone can register; a new account is a viewer until an admin promotes it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('invites an address when registration is by invitation, and shows a refusal', async () => {
    signInAs('admin');
    const requests = mockApi((request) => {
      if (request.path === '/auth/registration') return { status: 200, data: { mode: 'invite' } };
      if (request.path === '/user/all') return { status: 200, data: { users: [person('u-1', 'Ada Lovelace', 'admin')] } };
      if (request.path === '/user/invite')
        return (request.body as { email: string }).email === 'taken@example.org'
          ? { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This address already has an account.' } }
          : { status: 204 };
      return { status: 404 };
    });
    const { user } = renderWithProviders(<UsersView />);

    const field = await screen.findByRole('textbox', { name: 'Address to invite' });
    await user.type(field, 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.org.')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/user/invite')?.body).toEqual({ email: 'new@example.org' });

    await user.type(field, 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation was not sent: This address already has an account.')).toBeInTheDocument();
  });

  it("lists every account's API tokens with their owners, and revokes one after a confirmation", async () => {
    signInAs('admin');
    let tokens = [
      {
        id: 't-9',
        name: 'Nightly export',
        prefix: 'mwt_zzzzzzzz',
        scopes: ['read'],
        createdAt: '2026-11-01T10:00:00.000Z',
        expiresAt: '2099-01-01T10:00:00.000Z',
        lastUsedAt: null,
        owner: { id: 'u-2', fullName: 'Noor Haddad', email: 'noor@example.org' },
      },
    ];
    const requests = mockApi((request) => {
      if (request.path === '/auth/registration') return { status: 200, data: { mode: 'open' } };
      if (request.path === '/user/all') return { status: 200, data: { users: [person('u-1', 'Ada Lovelace', 'admin')] } };
      if (request.path === '/token/everyone') return { status: 200, data: { tokens } };
      if (request.path === '/token/delete/t-9') {
        tokens = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const { user } = renderWithProviders(<UsersView />);

    const table = await screen.findByRole('table', { name: 'API tokens of every account' });
    expect(within(table).getByText('noor@example.org')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Revoke the token "Nightly export"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(within(confirm).getByText(/of Noor Haddad stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'API tokens of every account' })).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/token/delete/t-9']);
  });
});
