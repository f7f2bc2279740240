import type { TextsIn } from '@mediawatch/shared/ui';

import type { readerEn } from '../en/reader';

export const readerAr: TextsIn<typeof readerEn, 'ar'> = {
  title: 'قراءة المقال',
  loading: 'جارٍ تحميل المقال…',
  failed: 'تعذّر تحميل المقال',
  notFoundTitle: 'المقال غير موجود',
  notFound: 'هذا المقال غير موجود، أو حُذف مع مصدره أو بموجب سياسة الاحتفاظ بالبيانات.',
  searchArticles: 'البحث في المقالات',
  byline: 'بقلم {{author}}',
  language: 'اللغة: {{language}}',
  tone: 'النبرة: {{tone}}',
  fullText: 'النص الكامل من صفحة المقال',
  feedText: 'النص من الخلاصة',
  readOriginal: 'اقرأ الأصل على {{source}}',
  dateIssue: {
    label: 'لا تاريخ من الخلاصة',
    fetched: 'جُلب في {{date}}',
    missing: 'لم تذكر الخلاصة تاريخًا لهذا المقال، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
    unreadable: 'تعذّرت قراءة تاريخ الخلاصة «{{text}}»، لذا يُؤرَّخ المقال ويُرتَّب بوقت جلبه.',
    future: 'أرّخت الخلاصة هذا المقال «{{text}}»، أي بعد أكثر من يوم، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
    past: 'أرّخت الخلاصة هذا المقال «{{text}}»، أي قبل 1990، وهو ما لا يكون لأي خبر على الويب، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
  },
  originalUrl: 'رابط الخلاصة مع معلمات التتبّع: {{url}}',
  topics: 'المواضيع',
  noTopics: 'لا يطابق أي موضوع هذا المقال.',
  cluster: 'القصة نفسها في وسائل أخرى',
  noCluster: 'لم تغطِّ أي وسيلة أخرى هذه القصة بعد.',
};
