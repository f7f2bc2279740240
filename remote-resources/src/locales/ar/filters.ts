import type { TextsIn } from '@mediawatch/shared/ui';

import type { filtersEn } from '../en/filters';

export const filtersAr: TextsIn<typeof filtersEn, 'ar'> = {
  label: 'عوامل التصفية',
  sources: 'المصادر',
  groups: 'المجموعات',
  topics: 'المواضيع',
  languages: 'اللغات',
  noneAvailable: 'لا شيء متاح',
  from: 'منشور من',
  to: 'منشور حتى',
  toneFrom: 'النبرة من',
  toneTo: 'النبرة إلى',
  clear: 'مسح عوامل التصفية',
};
