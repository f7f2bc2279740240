import { initI18n, paths } from '@mediawatch/shared';
import { mountRemoteHarness } from '@mediawatch/shared/harness';

import { exposes } from './exposes';

// ----------------------------------------------------------------------
// Stand-alone run (`pnpm --filter remote-auth dev`): the pages at their real paths.

// Standing alone, the remote initializes the shared i18next instance the host would.
initI18n();

mountRemoteHarness({
  name: 'remote-auth',
  pages: [
    { path: paths.auth.jwt.login, label: 'Login', load: exposes['./login-page'] },
    { path: paths.auth.jwt.register, label: 'Register', load: exposes['./register-page'] },
  ],
});
