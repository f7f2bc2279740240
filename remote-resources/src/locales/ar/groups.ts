import type { TextsIn } from '@mediawatch/shared/ui';

import type { groupsEn } from '../en/groups';

export const groupsAr: TextsIn<typeof groupsEn, 'ar'> = {
  title: 'مجموعات المصادر',
  description: 'مجموعات مسمّاة من المصادر، مثل الصحافة الوطنية أو وكالات الأنباء، لتصفية المستودع ومقارنة التغطية.',
  tableLabel: 'مجموعات المصادر',
  add: 'إضافة مجموعة مصادر',
  loading: 'جارٍ تحميل مجموعات المصادر…',
  loadFailed: 'تعذّر تحميل مجموعات المصادر',
  empty: 'لا توجد مجموعات مصادر بعد',
  emptyManage: 'أضف مجموعة لتجمع المصادر التي تتابعها معًا.',
  emptyRead: 'ينشئ المسؤول مجموعات المصادر.',
  sources: 'المصادر',
  deleteText: 'ستُحذف المجموعة، وتبقى مصادرها ومقالاتها.',
};
