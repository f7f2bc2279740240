import { CONFIG } from '@mediawatch/shared';

import { useTranslate } from '../locales';
import { AuthSplitLayout } from '../layouts/auth-split';
import { JwtResetPasswordView } from '../sections/auth/jwt/jwt-reset-password-view';

// ----------------------------------------------------------------------

/** `remote_auth/reset-password-page`, rendered by the host at /auth/jwt/reset-password (the e-mailed link). */
export default function ResetPasswordPage() {
  const { t } = useTranslate();
  return (
    <>
      <title>{`${t('resetDocTitle')} | ${CONFIG.appName}`}</title>
      <AuthSplitLayout section={{ title: t('forgotTitle') }}>
        <JwtResetPasswordView />
      </AuthSplitLayout>
    </>
  );
}
