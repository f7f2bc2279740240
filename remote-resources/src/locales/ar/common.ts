import type { TextsIn } from '@mediawatch/shared/ui';

import type { commonEn } from '../en/common';

export const commonAr: TextsIn<typeof commonEn, 'ar'> = {
  name: 'الاسم',
  description: 'الوصف',
  edit: 'تعديل',
  delete: 'حذف',
  save: 'حفظ',
  actions: 'الإجراءات',
  actionsFor: 'إجراءات {{name}}',
  editNamed: 'تعديل {{name}}',
  deleteNamed: 'حذف {{name}}؟',
  saved: 'تم حفظ {{name}}',
  deleted: 'تم حذف {{name}}',
  atCharacter: '{{message}} (عند الحرف {{position}})',
};
