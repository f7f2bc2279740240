import { PageHeader } from '@mediawatch/shared/ui';

import { useTranslate } from '../locales';

// ----------------------------------------------------------------------

export default function ConsiderationsPage() {
  const { t } = useTranslate();
  return <PageHeader title={t('considerations.title')} description={t('considerations.description')} />;
}
