import { useTranslation } from '@mediawatch/shared';
import { ErrorMessage } from './error-message';

/** The 403 message, shown by the /403 route and in place of a page the role may not open. */
export function ForbiddenView() {
  const { t } = useTranslation();
  return (
    <ErrorMessage code="403" title={t('errors.forbiddenTitle')}>
      {t('errors.forbiddenText')}
    </ErrorMessage>
  );
}

export default function ForbiddenPage() {
  return <ForbiddenView />;
}
