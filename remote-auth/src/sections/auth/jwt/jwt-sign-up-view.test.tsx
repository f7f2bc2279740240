import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@mediawatch/shared';

import { mockApi, resetAuth, testToken, testUser } from '../../../test-utils/api';
import { renderWithProviders } from '../../../test-utils/render';
import { JwtSignUpView } from './jwt-sign-up-view';

// ----------------------------------------------------------------------

function setup(route = '/auth/jwt/register') {
  const view = renderWithProviders(<JwtSignUpView />, { route });
  const textbox = (name: string) => () => screen.getByRole('textbox', { name });
  return {
    ...view,
    firstName: textbox('First name'),
    lastName: textbox('Last name'),
    email: textbox('Email address'),
    password: () => screen.getByLabelText('Password'),
    submit: () => screen.getByRole('button', { name: 'Create account' }),
  };
}

async function fillValidForm(fields: ReturnType<typeof setup>) {
  const { user } = fields;
  await user.type(fields.firstName(), 'Ada');
  await user.type(fields.lastName(), 'Lovelace');
  await user.type(fields.email(), 'ada@example.com');
  await user.type(fields.password(), 'analytical-engine');
}

afterEach(resetAuth);

describe('JwtSignUpView', () => {
  it('shows the heading, the fields with their autocomplete hints and the terms', () => {
    const { firstName, lastName, email, password } = setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Get started absolutely free' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(firstName()).toHaveAttribute('autocomplete', 'given-name');
    expect(lastName()).toHaveAttribute('autocomplete', 'family-name');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(password()).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByText(/^By signing up/)).toHaveTextContent(
      'By signing up, I agree to Terms of service and Privacy policy.',
    );
  });

  it('shows each field’s message beside it on submit and sends nothing', async () => {
    const requests = mockApi(() => ({ status: 201, data: {} }));
    const { user, firstName, lastName, email, password, submit } = setup();

    await user.click(submit());

    expect(firstName()).toHaveAccessibleDescription('First name is required');
    expect(lastName()).toHaveAccessibleDescription('Last name is required');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(firstName()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('rejects blank names, a malformed email and a short password', async () => {
    const fields = setup();
    const { user } = fields;

    await user.type(fields.firstName(), '   ');
    await user.type(fields.lastName(), 'Lovelace');
    await user.type(fields.email(), 'ada@');
    await user.type(fields.password(), 'short');
    await user.click(fields.submit());

    expect(fields.firstName()).toHaveAccessibleDescription('First name is required');
    expect(fields.lastName()).toHaveAttribute('aria-invalid', 'false');
    expect(fields.email()).toHaveAccessibleDescription('Email must be a valid email address');
    expect(fields.password()).toHaveAccessibleDescription('Password must be at least 8 characters');

    await user.type(fields.password(), '-but-longer');
    expect(fields.password()).toHaveAccessibleDescription('At least 8 characters');
    expect(fields.password()).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends exactly email, password, firstName and lastName, trimmed, then signs the user in', async () => {
    const token = testToken();
    const requests = mockApi(() => ({ status: 201, data: { accessToken: token, user: testUser } }));
    const fields = setup();
    const { user } = fields;

    await user.type(fields.firstName(), '  Ada ');
    await user.type(fields.lastName(), 'Lovelace');
    await user.type(fields.email(), 'ada@example.com');
    await user.type(fields.password(), 'analytical-engine');
    await user.click(fields.submit());

    await waitFor(() => expect(useAuthStore.getState().user).toEqual(testUser));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/register',
      body: { email: 'ada@example.com', password: 'analytical-engine', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(Object.keys(requests[0]!.body as object).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the email is taken (409)', async () => {
    mockApi(() => ({
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' },
    }));
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(fields.email()).toHaveValue('ada@example.com');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each([
    ['a server error without a body', () => ({ status: 500 }) as const],
    ['a network failure', () => 'network-error' as const],
    ['an answer without a token', () => ({ status: 201, data: { user: testUser } }) as const],
  ])('falls back to "Something went wrong" on %s', async (_case, reply) => {
    mockApi(reply);
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('links to the sign-in page, carrying over a returnTo path', () => {
    const { unmount } = setup('/auth/jwt/register?returnTo=%2Fdashboard%2Fnotes%3Ftab%3D2');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/jwt/login?returnTo=%2Fdashboard%2Fnotes%3Ftab%3D2',
    );
    unmount();

    setup();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/jwt/login');
  });
});
