import { CONFIG } from '@mediawatch/shared';

import { useTranslate } from '../locales';
import { AuthSplitLayout } from '../layouts/auth-split';
import { JwtForgotPasswordView } from '../sections/auth/jwt/jwt-forgot-password-view';

// ----------------------------------------------------------------------

/** `remote_auth/forgot-password-page`, rendered by the host at /auth/jwt/forgot-password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslate();
  return (
    <>
      <title>{`${t('forgotDocTitle')} | ${CONFIG.appName}`}</title>
      <AuthSplitLayout section={{ title: t('forgotTitle') }}>
        <JwtForgotPasswordView />
      </AuthSplitLayout>
    </>
  );
}
