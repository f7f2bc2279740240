import type { TextsIn } from '@mediawatch/shared/ui';

import type { groupFormEn } from '../en/group-form';

export const groupFormAr: TextsIn<typeof groupFormEn, 'ar'> = {
  addTitle: 'إضافة مجموعة مصادر',
  sources: 'المصادر',
  selected_zero: 'لم يُحدَّد أي مصدر',
  selected_one: 'مصدر واحد محدد',
  selected_two: 'مصدران محددان',
  selected_few: '{{number}} مصادر محددة',
  selected_many: '{{number}} مصدرًا محددًا',
  selected_other: '{{number}} مصدر محدد',
  submitAdd: 'إضافة المجموعة',
};
