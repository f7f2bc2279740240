export { JwtSignInView } from './jwt-sign-in-view';
export { JwtSignUpView } from './jwt-sign-up-view';
