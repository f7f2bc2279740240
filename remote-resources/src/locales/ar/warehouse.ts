import type { TextsIn } from '@mediawatch/shared/ui';

import type { warehouseEn } from '../en/warehouse';

export const warehouseAr: TextsIn<typeof warehouseEn, 'ar'> = {
  title: 'مستودع البيانات',
  description: 'كل المقالات المخزّنة، منظّفةً وخاليةً من التكرار ومقيَّمة. صفِّ وافرز وصدِّر ما تحتاج إليه.',
  exportCsv: 'تصدير CSV',
  exportFailed: 'فشل تصدير CSV: {{message}}',
  loadingBar: 'جارٍ تحميل المقالات',
  loading: 'جارٍ تحميل المقالات…',
  loadFailed: 'تعذّر تحميل المقالات',
  noMatch: 'لا توجد مقالة تطابق عوامل التصفية هذه',
  noMatchText: 'وسّع نطاق التواريخ أو أزل أحد عوامل التصفية.',
  empty: 'لا توجد مقالات بعد',
  emptyText: 'تظهر المقالات هنا كلما جلب العامل المصادر.',
};
