import type { TextsIn } from '@mediawatch/shared/ui';

import type { previewEn } from '../en/preview';

export const previewAr: TextsIn<typeof previewEn, 'ar'> = {
  regionLabel: 'المقالات المطابقة',
  heading: 'معاينة',
  typeQuery: 'اكتب استعلامًا لمعاينة المقالات التي يطابقها.',
  checkFailed: 'تعذّر التحقق من الاستعلام: {{message}}',
  previewFailed: 'تعذّرت معاينة المطابقات: {{message}}',
  noMatch: 'لا توجد مقالة مخزّنة تطابق هذا الاستعلام بعد.',
  matching_zero: 'لا مقالات مطابقة.',
  matching_one: 'مقالة واحدة مطابقة، الأحدث أولًا:',
  matching_two: 'مقالتان مطابقتان، الأحدث أولًا:',
  matching_few: '{{number}} مقالات مطابقة، الأحدث أولًا:',
  matching_many: '{{number}} مقالةً مطابقة، الأحدث أولًا:',
  matching_other: '{{number}} مقالة مطابقة، الأحدث أولًا:',
};
