import type { TextsIn } from '@mediawatch/shared/ui';

import type { topicsEn } from '../en/topics';

export const topicsAr: TextsIn<typeof topicsEn, 'ar'> = {
  openInExplore: 'فتح «{{name}}» في الاستكشاف: {{query}}',
  description: 'استعلامات محفوظة بلغة المواضيع. تُطابَق كل مقالة جديدة معها، وتغذّي المطابقاتُ المستودعَ والتقاريرَ والتنبيهات.',
  tableLabel: 'المواضيع',
  add: 'إضافة موضوع',
  loading: 'جارٍ تحميل المواضيع…',
  loadFailed: 'تعذّر تحميل المواضيع',
  empty: 'لا توجد مواضيع بعد',
  emptyManage: 'أضف موضوعًا لمتابعة قضية عبر جميع المصادر.',
  emptyRead: 'ينشئ المحللون المواضيع.',
  columns: {
    query: 'الاستعلام',
    alerts: 'التنبيهات',
    status: 'الحالة',
    matches: 'المطابقات',
  },
  thresholdInWindow_zero: '{{number}} مطابقة خلال {{hours}} ساعة',
  thresholdInWindow_one: 'مطابقة واحدة خلال {{hours}} ساعة',
  thresholdInWindow_two: 'مطابقتان خلال {{hours}} ساعة',
  thresholdInWindow_few: '{{number}} مطابقات خلال {{hours}} ساعة',
  thresholdInWindow_many: '{{number}} مطابقةً خلال {{hours}} ساعة',
  thresholdInWindow_other: '{{number}} مطابقة خلال {{hours}} ساعة',
  thresholdUnset: '؟ مطابقة خلال نافذة زمنية',
  active: 'نشط',
  inactive: 'غير نشط',
  deleteText: 'تُحذف مطابقاته معه، وتبقى المقالات.',
  alertPolicies: {
    none: 'بلا تنبيهات',
    every: 'كل مطابقة جديدة',
    spike: 'ارتفاع مفاجئ مقارنةً بخط أساس مدته 14 يومًا',
    threshold: 'بلوغ المطابقات خلال نافذة من الساعات حدًّا معيّنًا',
  },
};
