import type { TextsIn } from '@mediawatch/shared/ui';

import type { articlesEn } from '../en/articles';

export const articlesAr: TextsIn<typeof articlesEn, 'ar'> = {
  tableLabel: 'المقالات',
  columns: {
    publishedAt: 'تاريخ النشر',
    title: 'العنوان',
    source: 'المصدر',
    language: 'اللغة',
    tone: 'النبرة',
    topics: 'المواضيع',
    fetchedAt: 'تاريخ الجلب',
    actions: 'إجراءات',
  },
  toneUnknown: 'غير معروفة',
  cluster_zero: 'قصة تناولتها {{number}} مقالة',
  cluster_one: 'قصة تناولتها مقالة واحدة',
  cluster_two: 'قصة تناولتها مقالتان',
  cluster_few: 'قصة تناولتها {{number}} مقالات',
  cluster_many: 'قصة تناولتها {{number}} مقالةً',
  cluster_other: 'قصة تناولتها {{number}} مقالة',
  dateIssue: {
    label: 'بلا تاريخ',
    missing: 'لم تذكر الخلاصة تاريخًا: هذا وقت جلب المقال.',
    unreadable: 'تعذّرت قراءة تاريخ الخلاصة: هذا وقت جلب المقال.',
    future: 'كان تاريخ الخلاصة بعد أكثر من يوم: هذا وقت جلب المقال.',
    past: 'كان تاريخ الخلاصة قبل 1990: هذا وقت جلب المقال.',
  },
};
