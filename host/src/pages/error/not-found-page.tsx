import { useTranslation } from '@mediawatch/shared';
import { ErrorMessage } from './error-message';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorMessage code="404" title={t('errors.notFoundTitle')}>
      {t('errors.notFoundText')}
    </ErrorMessage>
  );
}
