import type { TextsIn } from '@mediawatch/shared/ui';

import type { podcastFormEn } from '../en/podcast-form';

export const podcastFormAr: TextsIn<typeof podcastFormEn, 'ar'> = {
  addTitle: 'إضافة بودكاست',
  editTitle: 'تعديل البودكاست',
  title: 'العنوان',
  author: 'المؤلف',
  audioUrl: 'رابط الصوت',
  audioHelp: 'ارفع ملفًا ({{formats}}) أو أدخل عنوان http(s)',
  coverUrl: 'رابط صورة الغلاف',
  coverHelp: 'اختياري: ارفع صورة (png أو jpeg أو webp أو gif) أو أدخل عنوانًا',
  duration: 'المدة (بالثواني)',
  durationHelp: 'تُملأ من الملف المرفوع؛ اتركها فارغة إن لم تكن معروفة',
  featured: 'مميّز',
  saveChanges: 'حفظ التغييرات',
};
