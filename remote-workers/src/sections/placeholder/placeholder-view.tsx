import { PageHeader } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import type { WorkersMessages } from '../../locales/en';

// ----------------------------------------------------------------------

/** A page still to be built: its navigation title and the sentence on what it will do. */
export function PlaceholderView({ page }: { page: keyof WorkersMessages['pages'] }) {
  const { t } = useTranslate();
  return <PageHeader title={t(`nav:${page}`)} description={t(`pages.${page}`)} />;
}
