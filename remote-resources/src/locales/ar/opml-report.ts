import type { TextsIn } from '@mediawatch/shared/ui';

import type { opmlReportEn } from '../en/opml-report';

export const opmlReportAr: TextsIn<typeof opmlReportEn, 'ar'> = {
  title: 'استيراد OPML',
  tableLabel: 'خلاصات ملف OPML',
  feed: 'الخلاصة',
  outcome: 'النتيجة',
  found: 'محتوى الخلاصة',
  created: 'أُنشئ المصدر',
  known: 'مصدر موجود من قبل',
  refused: 'لم يُستورد: تُقرأ الخلاصات من عناوين الإنترنت العامة فقط (يمكن للمسؤول السماح بمضيف)',
  invalid: 'لم يُستورد: {{reason}}',
  notChecked: 'لم يُقرأ بعد: يقرؤه العامل خلال دقائق',
  holds_zero: '{{format}}، لا عناصر',
  holds_one: '{{format}}، عنصر واحد',
  holds_two: '{{format}}، عنصران',
  holds_few: '{{format}}، {{number}} عناصر',
  holds_many: '{{format}}، {{number}} عنصرًا',
  holds_other: '{{format}}، {{number}} عنصر',
  latest: 'الأحدث: \u2068{{title}}\u2069',
  close: 'إغلاق',
};
