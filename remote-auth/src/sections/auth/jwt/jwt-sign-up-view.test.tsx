import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage, useAuthStore } from '@mediawatch/shared';

import { mockApi, resetAuth, testToken, testUser, type ApiHandler } from '../../../test-utils/api';
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
    expect(screen.getByText(/^By signing up/)).toHaveTextContent('By signing up, I agree to Terms of service and Privacy policy.');
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

  it('says each field’s message in the page’s language', async () => {
    await changeLanguage('fr');
    try {
      const { user } = renderWithProviders(<JwtSignUpView />, { route: '/auth/jwt/register' });
      const textbox = (name: string) => screen.getByRole('textbox', { name });
      await user.type(textbox('Adresse e-mail'), 'ada@');
      await user.type(screen.getByLabelText('Mot de passe'), 'short');
      await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

      expect(textbox('Prénom')).toHaveAccessibleDescription('Le prénom est obligatoire');
      expect(textbox('Nom')).toHaveAccessibleDescription('Le nom est obligatoire');
      expect(textbox('Adresse e-mail')).toHaveAccessibleDescription('L’adresse e-mail n’est pas valide');
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
    } finally {
      await act(() => changeLanguage('en'));
    }
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
    const requests = mockApi((request) =>
      request.path === '/auth/register' ? { status: 202, data: { message: 'sent' } } : { status: 200, data: { token, user: testUser } },
    );
    const fields = setup();
    const { user } = fields;

    await user.type(fields.firstName(), '  Ada ');
    await user.type(fields.lastName(), 'Lovelace');
    await user.type(fields.email(), 'ada@example.com');
    await user.type(fields.password(), 'analytical-engine');
    await user.click(fields.submit());

    await waitFor(() => expect(useAuthStore.getState().user).toEqual(testUser));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/register',
      body: { email: 'ada@example.com', password: 'analytical-engine', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(Object.keys(requests[0]!.body as object).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { email: 'ada@example.com', password: 'analytical-engine' },
    });
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same neutral notice when the address already had an account', async () => {
    mockApi((request) =>
      request.path === '/auth/register'
        ? { status: 202, data: { message: 'sent' } }
        : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Wrong credentials , try again' } },
    );
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We sent a message to this address. If it already has an account, sign in with it instead.',
    );
    expect(fields.email()).toHaveValue('ada@example.com');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each([
    ['common', 'This password is on a list of common or breached passwords. Choose another.'],
    ['personal', 'This password contains your email address or name. Choose another.'],
    ['pattern', 'This password is a repeat, a sequence or a keyboard pattern. Choose another.'],
    ['weak', 'This password is too easy to guess. Add words or characters.'],
  ])('shows why the server refused the password (%s) beside the field', async (reason, text) => {
    mockApi(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'password: …', field: 'password', reason } }));
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    await waitFor(() => expect(fields.password()).toHaveAccessibleDescription(text));
    expect(fields.password()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for any other refusal', async () => {
    mockApi(() => ({
      status: 429,
      data: { statusCode: 429, error: 'Too Many Requests', message: 'Too many accounts created from this address. Try again in 1 hour.' },
    }));
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many accounts created from this address. Try again in 1 hour.');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each<[string, ApiHandler]>([
    ['a server error without a body', () => ({ status: 500 })],
    ['a network failure', () => 'network-error'],
    [
      'a sign-in answer without a token',
      (request) =>
        request.path === '/auth/register' ? { status: 202, data: { message: 'sent' } } : { status: 200, data: { user: testUser } },
    ],
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
