import { CONFIG } from '@mediawatch/shared';

import { useTranslate } from '../locales';
import { AuthSplitLayout } from '../layouts/auth-split';
import { JwtSignUpView } from '../sections/auth/jwt/jwt-sign-up-view';

// ----------------------------------------------------------------------

/** `remote_auth/register-page`, rendered by the host at /auth/jwt/register. */
export default function RegisterPage() {
  const { t } = useTranslate();
  return (
    <>
      <title>{`${t('registerDocTitle')} | ${CONFIG.appName}`}</title>
      <AuthSplitLayout section={{ title: t('registerTitle') }}>
        <JwtSignUpView />
      </AuthSplitLayout>
    </>
  );
}
