import type { TextsIn } from '@mediawatch/shared/ui';

import type { retentionEn } from '../en/retention';

export const retentionAr: TextsIn<typeof retentionEn, 'ar'> = {
  label: 'سياسة الاحتفاظ',
  forever: 'يُحتفظ بالمقالات إلى أجل غير مسمّى.',
  keptFor_zero: 'يُحتفظ بالمقالات {{number}} يوم بعد نشرها، ثم تُحذف يوميًا.',
  keptFor_one: 'يُحتفظ بالمقالات يومًا واحدًا بعد نشرها، ثم تُحذف يوميًا.',
  keptFor_two: 'يُحتفظ بالمقالات يومين بعد نشرها، ثم تُحذف يوميًا.',
  keptFor_few: 'يُحتفظ بالمقالات {{number}} أيام بعد نشرها، ثم تُحذف يوميًا.',
  keptFor_many: 'يُحتفظ بالمقالات {{number}} يومًا بعد نشرها، ثم تُحذف يوميًا.',
  keptFor_other: 'يُحتفظ بالمقالات {{number}} يوم بعد نشرها، ثم تُحذف يوميًا.',
  stored_zero: 'لا توجد مقالات مخزّنة.',
  stored_one: 'مقالة واحدة مخزّنة.',
  stored_two: 'مقالتان مخزّنتان.',
  stored_few: '{{number}} مقالات مخزّنة.',
  stored_many: '{{number}} مقالةً مخزّنة.',
  stored_other: '{{number}} مقالة مخزّنة.',
  storedSince_zero: 'لا توجد مقالات مخزّنة.',
  storedSince_one: 'مقالة واحدة مخزّنة، نُشرت في {{date}}.',
  storedSince_two: 'مقالتان مخزّنتان، نُشرت أقدمهما في {{date}}.',
  storedSince_few: '{{number}} مقالات مخزّنة، نُشرت أقدمها في {{date}}.',
  storedSince_many: '{{number}} مقالةً مخزّنة، نُشرت أقدمها في {{date}}.',
  storedSince_other: '{{number}} مقالة مخزّنة، نُشرت أقدمها في {{date}}.',
};
