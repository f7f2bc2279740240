import { useTranslation } from 'react-i18next';
import { ErrorMessage } from './error-message';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorMessage code="404" title={t('errors.notFoundTitle')}>
      {t('errors.notFoundText')}
    </ErrorMessage>
  );
}
