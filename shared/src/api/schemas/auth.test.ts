import { loginBodySchema, registerBodySchema } from './auth';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth schemas', () => {
  it('requires a valid email and a password to sign in', () => {
    expect(messages(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(loginBodySchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(loginBodySchema.parse({ email: '  Admin@Mediawatch.local ', password: 'x' }).email).toBe('Admin@Mediawatch.local');
  });

  it('requires names and an 8-character password to register', () => {
    expect(messages(registerBodySchema.safeParse({ email: 'a@b.co', password: 'short', firstName: ' ', lastName: '' }))).toEqual({
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});
