import type { TextsIn } from '@mediawatch/shared/ui';

import type { readerTaskEn } from '../en/reader-task';

/** Arabic: the reader's "Create a task" action (/dashboard/read/{id}). */
export const readerTaskAr: TextsIn<typeof readerTaskEn, 'ar'> = {
  create: 'إنشاء مهمة',
  name: 'اسم المهمة',
  draftHelp: 'مرتبطة بهذا المقال؛ تظهر على اللوحة بعد إنشائها.',
  cancel: 'إلغاء',
  save: 'إنشاء',
  created: 'أُنشئت المهمة على اللوحة، مرتبطة بهذا المقال.',
  open: 'فتح اللوحة',
  failed: 'تعذّر إنشاء المهمة: {{message}}',
};
