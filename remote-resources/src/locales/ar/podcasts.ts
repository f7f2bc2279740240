import type { TextsIn } from '@mediawatch/shared/ui';

import type { podcastsEn } from '../en/podcasts';

export const podcastsAr: TextsIn<typeof podcastsEn, 'ar'> = {
  description: 'ما يشغّله المشغّل أسفل الصفحة، بهذا الترتيب. تصل التغييرات إلى المشغّل فورًا.',
  tableLabel: 'البودكاست',
  add: 'إضافة بودكاست',
  searchLabel: 'البحث في البودكاست',
  searchPlaceholder: 'العنوان أو المؤلف أو الوصف',
  searching: 'جارٍ البحث',
  loading: 'جارٍ تحميل البودكاست',
  loadFailed: 'تعذّر تحميل البودكاست',
  empty: 'لا يوجد بودكاست بعد.',
  noMatch: 'لا يوجد بودكاست يطابق «{{query}}».',
  columns: {
    podcast: 'البودكاست',
    duration: 'المدة',
    featured: 'مميّز',
    added: 'تاريخ الإضافة',
  },
  featuredOf: 'مميّز: {{title}}',
  editOf: 'تعديل {{title}}',
  deleteOf: 'حذف {{title}}',
  savedNotice: 'تم حفظ «{{title}}»',
  addedNotice: 'تمت إضافة «{{title}}»',
  deletedNotice: 'تم حذف «{{title}}»',
  deleteTitle: 'حذف البودكاست؟',
  deleteText: 'سيُزال «{{title}}» من القائمة ومن المشغّل. لا يمكن التراجع عن هذا الإجراء.',
};
