import type { TextsIn } from '@mediawatch/shared/ui';

import type { uploadEn } from '../en/upload';

export const uploadAr: TextsIn<typeof uploadEn, 'ar'> = {
  audio: 'رفع ملف صوتي',
  cover: 'رفع صورة الغلاف',
  uploadingAudio: 'جارٍ رفع الصوت',
  uploadingCover: 'جارٍ رفع الغلاف',
  progress: 'جارٍ الرفع… {{percent}}٪',
  uploaded: 'تم رفع {{name}}',
};
