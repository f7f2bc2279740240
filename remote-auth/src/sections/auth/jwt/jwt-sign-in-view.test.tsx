import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@mediawatch/shared';

import { mockApi, resetAuth, testToken, testUser } from '../../../test-utils/api';
import { renderWithProviders } from '../../../test-utils/render';
import { JwtSignInView } from './jwt-sign-in-view';

// ----------------------------------------------------------------------

const WRONG_CREDENTIALS = 'Wrong credentials , try again';

function setup(route = '/auth/jwt/login') {
  const view = renderWithProviders(<JwtSignInView />, { route });
  return {
    ...view,
    email: () => screen.getByRole('textbox', { name: 'Email address' }),
    password: () => screen.getByLabelText('Password'),
    submit: () => screen.getByRole('button', { name: 'Sign in' }),
  };
}

afterEach(resetAuth);

describe('JwtSignInView', () => {
  it('shows the heading, the demo sign-in and a labelled form', () => {
    const { email, password, submit } = setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Use admin@mediawatch.local with password mediawatch');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each required message beside its field on submit and sends nothing', async () => {
    const requests = mockApi(() => ({ status: 200, data: {} }));
    const { user, email, password, submit } = setup();

    await user.click(submit());

    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('rejects a malformed email, then re-validates as the user types', async () => {
    const { user, email, password, submit } = setup();

    await user.type(email(), 'not-an-email');
    await user.type(password(), 'secret');
    expect(email()).not.toHaveAccessibleDescription();

    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Email must be a valid email address');
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(email());
    await user.type(email(), 'ada@example.com');
    expect(email()).not.toHaveAccessibleDescription();
    expect(email()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the wrong-credentials message on a 401 and keeps what was typed', async () => {
    mockApi(() => ({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' } }));
    const { user, email, password, submit } = setup();

    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid email or password');
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('wrong-password');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('shows the same message when the network fails', async () => {
    mockApi(() => 'network-error');
    const { user, email, password, submit } = setup();

    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
  });

  it('treats a 200 answer without a token as a failure and stores nothing', async () => {
    mockApi(() => ({ status: 200, data: { user: testUser } }));
    const { user, email, password, submit } = setup();

    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('signs in: posts the credentials, stores the token and sets the user, without navigating', async () => {
    const token = testToken();
    const requests = mockApi(() => ({ status: 200, data: { token, user: testUser } }));
    const { user, email, password, submit } = setup();

    await user.type(email(), 'admin@mediawatch.local');
    await user.type(password(), 'mediawatch');
    await user.click(submit());

    await waitFor(() => expect(useAuthStore.getState().user).toEqual(testUser));
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/auth/login', body: { email: 'admin@mediawatch.local', password: 'mediawatch' } },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('clears an earlier error when a new attempt succeeds', async () => {
    let attempt = 0;
    mockApi(() => {
      attempt += 1;
      return attempt === 1 ? { status: 401 } : { status: 200, data: { token: testToken(), user: testUser } };
    });
    const { user, email, password, submit } = setup();

    await user.type(email(), 'admin@mediawatch.local');
    await user.type(password(), 'mediawatch');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);

    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(useAuthStore.getState().user).toEqual(testUser);
  });

  it('submits with Enter and sends one request however often it is asked while busy', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    const requests = mockApi(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, email, password, submit } = setup();

    await user.type(email(), 'admin@mediawatch.local');
    await user.type(password(), 'mediawatch{Enter}');
    await waitFor(() => expect(submit()).toBeDisabled());
    await user.type(password(), '{Enter}');
    expect(requests).toHaveLength(1);

    answer({ status: 401, data: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    expect(submit()).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const { user, password } = setup();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('links to the register page, carrying over a returnTo path', () => {
    setup('/auth/jwt/login?returnTo=%2Fdashboard%2Ftasks');

    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/jwt/register?returnTo=%2Fdashboard%2Ftasks');
  });

  it('links to the register page without returnTo when there is none or it leaves the site', () => {
    const { unmount } = setup();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/jwt/register');
    unmount();

    setup('/auth/jwt/login?returnTo=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/jwt/register');
  });
});
