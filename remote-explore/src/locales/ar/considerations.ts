import type { TextsIn } from '@mediawatch/shared/ui';

import type { considerationsEn } from '../en/considerations';

/** Arabic: الاعتبارات التحريرية، وبطاقتها في التقرير اليومي، وإجراء «إضافة ملاحظة» في القارئ. */
export const considerationsAr: TextsIn<typeof considerationsEn, 'ar'> = {
  title: 'اعتبارات تحريرية',
  description: 'اعتبارات تحريرية: ملاحظات مُعلَّمة للتقرير اليومي القادم، مرتّبة حسب التاريخ.',
  notesLink: 'الملاحظات',
  period: 'الفترة',
  periods: { month: 'آخر 30 يومًا وما بعدها', quarter: 'آخر 90 يومًا وما بعدها', all: 'الكل' },
  loading: 'جارٍ تحميل الاعتبارات',
  failed: 'تعذّر تحميل الاعتبارات',
  empty: 'لا توجد اعتبارات في هذه الفترة',
  emptyHint: 'علّم ملاحظة كاعتبار تحريري ليوم ما في صفحة الملاحظات.',
  today: 'اليوم',
  dayReport: 'التقرير اليومي لهذا اليوم',
  by: 'بقلم {{name}}',
  report: {
    title: 'اعتبارات تحريرية',
    none: 'لا توجد اعتبارات مُعلَّمة لهذا اليوم.',
    loading: 'جارٍ تحميل الاعتبارات',
    failed: 'تعذّر تحميل الاعتبارات',
    all: 'كل الاعتبارات',
  },
  reader: {
    title: 'الملاحظات',
    add: 'إضافة ملاحظة',
    addLabel: 'إضافة ملاحظة مرتبطة بهذا المقال',
    none: 'لا توجد ملاحظات على هذا المقال بعد.',
    failed: 'تعذّر إنشاء الملاحظة: {{message}}',
    loading: 'جارٍ تحميل الملاحظات على هذا المقال',
    loadFailed: 'تعذّر تحميل الملاحظات على هذا المقال',
  },
};
