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

/** `handler`, behind the registration mode the view asks for first (GET /auth/registration). */
function withMode(handler: ApiHandler, mode: 'open' | 'invite' | 'closed' = 'open'): ApiHandler {
  return (request) => (request.path === '/auth/registration' ? { status: 200, data: { mode } } : handler(request));
}

const notModeQuery = (request: { path: string }) => request.path !== '/auth/registration';

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
    const requests = mockApi(withMode(() => ({ status: 201, data: {} })));
    const { user, firstName, lastName, email, password, submit } = setup();

    await user.click(submit());

    expect(firstName()).toHaveAccessibleDescription('First name is required');
    expect(lastName()).toHaveAccessibleDescription('Last name is required');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(firstName()).toHaveFocus();
    expect(requests.filter(notModeQuery)).toHaveLength(0);
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

  it('sends exactly email, password, firstName and lastName, trimmed, then signs the user in with the answer', async () => {
    const token = testToken();
    const requests = mockApi(withMode(() => ({ status: 201, data: { accessToken: token, user: testUser } })));
    const fields = setup();
    const { user } = fields;

    await user.type(fields.firstName(), '  Ada ');
    await user.type(fields.lastName(), 'Lovelace');
    await user.type(fields.email(), 'ada@example.com');
    await user.type(fields.password(), 'analytical-engine');
    await user.click(fields.submit());

    await waitFor(() => expect(useAuthStore.getState().user).toEqual(testUser));
    const sent = requests.filter(notModeQuery);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/auth/register',
      body: { email: 'ada@example.com', password: 'analytical-engine', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(Object.keys(sent[0]!.body as object).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says neutrally that an address with an account cannot be registered (409)', async () => {
    mockApi(withMode(() => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This address cannot be registered.' } })));
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address cannot be registered. If it is yours, sign in or reset your password.',
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
    mockApi(
      withMode(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'password: …', field: 'password', reason } })),
    );
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    await waitFor(() => expect(fields.password()).toHaveAccessibleDescription(text));
    expect(fields.password()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for any other refusal', async () => {
    mockApi(
      withMode(() => ({
        status: 429,
        data: { statusCode: 429, error: 'Too Many Requests', message: 'Too many accounts created from this address. Try again in 1 hour.' },
      })),
    );
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many accounts created from this address. Try again in 1 hour.');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it.each<[string, ApiHandler]>([
    ['a server error without a body', () => ({ status: 500 })],
    ['a network failure', () => 'network-error'],
    ['a registration answer without a token', withMode(() => ({ status: 201, data: { user: testUser } }))],
  ])('falls back to "Something went wrong" on %s', async (_case, reply) => {
    mockApi(reply);
    const fields = setup();

    await fillValidForm(fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('closed: says so and shows no form', async () => {
    const requests = mockApi(withMode(() => ({ status: 500 }), 'closed'));
    setup();
    expect(await screen.findByText('Registration is closed. Ask an administrator of this Mediawatch for an account.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(requests.filter(notModeQuery)).toHaveLength(0);
  });

  it('by invitation: without the link says how to register; with it, sends the invitation and the invited address', async () => {
    mockApi(withMode(() => ({ status: 500 }), 'invite'));
    const { unmount } = setup();
    expect(await screen.findByText('Registration is by invitation: open the link in your invitation e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    unmount();

    const token = testToken();
    const requests = mockApi(withMode(() => ({ status: 201, data: { accessToken: token, user: testUser } }), 'invite'));
    const fields = setup('/auth/jwt/register?invitation=invitation-token-0123456789&email=ada%40example.com');
    expect(await screen.findByText(/You were invited/)).toBeInTheDocument();
    expect(fields.email()).toHaveValue('ada@example.com');
    await fields.user.type(fields.firstName(), 'Ada');
    await fields.user.type(fields.lastName(), 'Lovelace');
    await fields.user.type(fields.password(), 'analytical-engine');
    await fields.user.click(fields.submit());
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(testUser));
    expect(requests.filter(notModeQuery)[0]!.body).toMatchObject({ email: 'ada@example.com', invitation: 'invitation-token-0123456789' });
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
