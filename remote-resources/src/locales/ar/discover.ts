import type { TextsIn } from '@mediawatch/shared/ui';

import type { discoverEn } from '../en/discover';

export const discoverAr: TextsIn<typeof discoverEn, 'ar'> = {
  title: 'إضافة مصدر من صفحته الرئيسية',
  address: 'عنوان الموقع',
  addressHelp: 'الصفحة الرئيسية للموقع، مثل https://www.example.com',
  find: 'البحث عن الخلاصات',
  found: 'خلاصات \u2068{{site}}\u2069',
  none: 'لم يُعثر على أي خلاصة في هذه الصفحة ولا في عناوين الخلاصات المعتادة.',
  pageFailed: 'تعذّرت قراءة الصفحة: {{message}}',
  items_zero: '{{format}}، لا عناصر',
  items_one: '{{format}}، عنصر واحد',
  items_two: '{{format}}، عنصران',
  items_few: '{{format}}، {{number}} عناصر',
  items_many: '{{format}}، {{number}} عنصرًا',
  items_other: '{{format}}، {{number}} عنصر',
  latest: 'الأحدث: \u2068{{title}}\u2069 ({{date}})',
  latestUndated: 'الأحدث: \u2068{{title}}\u2069',
  common: 'وُجدت في عنوان خلاصة معتاد',
  malformed: 'XML غير سليم البنية، قُرئ مع ذلك',
  continue_zero: 'إضافة مصدر بلا خلاصات',
  continue_one: 'إضافة مصدر بخلاصة واحدة',
  continue_two: 'إضافة مصدر بخلاصتين',
  continue_few: 'إضافة مصدر بـ{{number}} خلاصات',
  continue_many: 'إضافة مصدر بـ{{number}} خلاصةً',
  continue_other: 'إضافة مصدر بـ{{number}} خلاصة',
};
