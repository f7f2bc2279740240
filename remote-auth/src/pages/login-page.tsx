import { CONFIG } from '@mediawatch/shared';
import { useTranslation } from 'react-i18next';

import { AuthSplitLayout } from '../layouts/auth-split';
import { JwtSignInView } from '../sections/auth/jwt';

// ----------------------------------------------------------------------

/** `remote_auth/login-page`, rendered by the host at /auth/jwt/login. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <title>{`${t('signInDocTitle')} | ${CONFIG.appName}`}</title>
      <AuthSplitLayout section={{ subtitle: t('sideSubtitle') }}>
        <JwtSignInView />
      </AuthSplitLayout>
    </>
  );
}
