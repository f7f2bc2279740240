/** English: the texts of the sign-in and registration screens; the reference shape. */
export const authEn = {
  sideTitle: '{{product}} : The Plateform',
  sideSubtitle: 'More effectively with optimized workflows.',
  about: 'About {{product}}',
  signInTitle: 'Sign in to your account',
  signInDocTitle: 'Sign in',
  registerTitle: 'Manage the job more effectively with Minimal',
  registerHeading: 'Get started absolutely free',
  registerDocTitle: 'Register',
  noAccount: 'Don’t have an account?',
  getStarted: 'Get started',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  demoHint: 'Use <email>{{email}}</email> with password <password>{{password}}</password>',
  email: 'Email address',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: 'At least {{count}} characters',
  /** The form's messages beside a field, by what the field lacks. */
  invalid: {
    required: {
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    },
    tooLong: {
      email: 'Email must be at most {{count}} characters',
      password: 'Password must be at most {{count}} characters',
      firstName: 'First name must be at most {{count}} characters',
      lastName: 'Last name must be at most {{count}} characters',
    },
    emailFormat: 'Email must be a valid email address',
    passwordTooShort: 'Password must be at least {{count}} characters',
  },
  signIn: 'Sign in',
  /** docs/spec.md §8: the one message for a failed login of any kind. */
  wrongCredentials: 'Wrong credentials , try again',
  createAccount: 'Create account',
  /** Why the server refused a new password (PASSWORD_WEAKNESS_REASONS), shown beside the field. */
  passwordCommon: 'This password is on a list of common or breached passwords. Choose another.',
  passwordPersonal: 'This password contains your email address or name. Choose another.',
  passwordPattern: 'This password is a repeat, a sequence or a keyboard pattern. Choose another.',
  passwordWeak: 'This password is too easy to guess. Add words or characters.',
  /** The same whether the address was new or already had an account. */
  registrationNotice: 'We sent a message to this address. If it already has an account, sign in with it instead.',
  terms: 'By signing up, I agree to <terms>Terms of service</terms> and <privacy>Privacy policy</privacy>.',
};

export type AuthMessages = typeof authEn;
