import type { TextsIn } from '@mediawatch/shared';

import type { UiMessages } from './en';

export const uiAr: TextsIn<UiMessages, 'ar'> = {
  retry: 'إعادة المحاولة',
  cancel: 'إلغاء',
  close: 'إغلاق',
  save: 'حفظ',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  failed: '{{title}}: {{message}}',
  noData: 'لا توجد بيانات',
  listSeparator: '، ',
  chart: {
    showData: 'عرض البيانات',
    hideData: 'إخفاء البيانات',
    csv: 'CSV',
    csvLabel: 'تنزيل «{{title}}» بصيغة CSV',
    dataOf: 'بيانات «{{title}}»',
    loading: 'جارٍ تحميل «{{title}}»…',
  },
  duration: {
    seconds: '{{count}} ث',
  },
  table: {
    scrolls: '{{label}}، يُمرَّر أفقيًا',
  },
  pagination: {
    page: 'الانتقال إلى الصفحة {{page}}',
    currentPage: 'الصفحة {{page}}',
    first: 'الانتقال إلى الصفحة الأولى',
    last: 'الانتقال إلى الصفحة الأخيرة',
    next: 'الانتقال إلى الصفحة التالية',
    previous: 'الانتقال إلى الصفحة السابقة',
    rows: '{{from}}–{{to}} من {{total}}',
    rowsMore: '{{from}}–{{to}} من أكثر من {{to}}',
    rowsPerPage: 'عدد الصفوف في الصفحة:',
  },
  alerts: {
    kind: {
      'topic-match': 'كل مطابقة',
      'topic-threshold': 'حد',
      'topic-spike': 'ارتفاع مفاجئ',
      'source-volume': 'حجم المصدر',
      'source-silent': 'مصدر صامت',
    },
    openArticle: 'فتح المقال',
    seeArticles: 'عرض المقالات ({{count}})',
    markRead: 'تعليم كمقروء',
    markReadOf: 'تعليم «{{title}}» كمقروء',
    unread: 'غير مقروء',
  },
  tone: {
    untoned_zero: 'لا مقال بلا نبرة',
    untoned_one: 'مقال واحد بلا نبرة (لغة غير محلَّلة)',
    untoned_two: 'مقالان بلا نبرة (لغة غير محلَّلة)',
    untoned_few: '{{total}} مقالات بلا نبرة (لغة غير محلَّلة)',
    untoned_many: '{{total}} مقالًا بلا نبرة (لغة غير محلَّلة)',
    untoned_other: '{{total}} مقال بلا نبرة (لغة غير محلَّلة)',
  },
};
