import { CONFIG } from '@mediawatch/shared';

import { useTranslate } from '../locales';
import { AuthSplitLayout } from '../layouts/auth-split';
import { JwtSignInView } from '../sections/auth/jwt/jwt-sign-in-view';

// ----------------------------------------------------------------------

/** `remote_auth/login-page`, rendered by the host at /auth/jwt/login. */
export default function LoginPage() {
  const { t } = useTranslate();
  return (
    <>
      <title>{`${t('signInDocTitle')} | ${CONFIG.appName}`}</title>
      <AuthSplitLayout section={{ subtitle: t('sideSubtitle') }}>
        <JwtSignInView />
      </AuthSplitLayout>
    </>
  );
}
