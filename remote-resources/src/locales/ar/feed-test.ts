import type { TextsIn } from '@mediawatch/shared/ui';

import type { feedTestEn } from '../en/feed-test';

export const feedTestAr: TextsIn<typeof feedTestEn, 'ar'> = {
  regionLabel: 'نتائج اختبار الخلاصة',
  read_zero: '\u2068{{url}}\u2069: {{format}}، لا عناصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  read_one: '\u2068{{url}}\u2069: {{format}}، عنصر واحد (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  read_two: '\u2068{{url}}\u2069: {{format}}، عنصران (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  read_few: '\u2068{{url}}\u2069: {{format}}، {{number}} عناصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  read_many: '\u2068{{url}}\u2069: {{format}}، {{number}} عنصرًا (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  read_other: '\u2068{{url}}\u2069: {{format}}، {{number}} عنصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_zero: '\u2068{{url}}\u2069: {{format}} «{{title}}»، لا عناصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_one: '\u2068{{url}}\u2069: {{format}} «{{title}}»، عنصر واحد (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_two: '\u2068{{url}}\u2069: {{format}} «{{title}}»، عنصران (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_few:
    '\u2068{{url}}\u2069: {{format}} «{{title}}»، {{number}} عناصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_many:
    '\u2068{{url}}\u2069: {{format}} «{{title}}»، {{number}} عنصرًا (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  readTitled_other:
    '\u2068{{url}}\u2069: {{format}} «{{title}}»، {{number}} عنصر (HTTP {{status}}، {{size}} كيلوبايت في {{duration}} ملي ثانية)',
  failed: '\u2068{{url}}\u2069: {{error}}',
  unreadable: 'تعذّرت قراءة الخلاصة',
  itemsOf: 'عناصر \u2068{{url}}\u2069',
  title: 'العنوان',
  published: 'تاريخ النشر',
  language: 'اللغة',
  tone: 'النبرة',
  toneUnknown: 'غير معروفة',
  noDate: 'بلا تاريخ',
  more_zero: 'ولا عناصر أخرى',
  more_one: 'وعنصر آخر',
  more_two: 'وعنصران آخران',
  more_few: 'و{{number}} عناصر أخرى',
  more_many: 'و{{number}} عنصرًا آخر',
  more_other: 'و{{number}} عنصر آخر',
  malformed: 'XML غير سليم البنية: هذه العناصر التي استعادها محلل متسامح. {{message}}',
};
