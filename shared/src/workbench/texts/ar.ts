import type { TextsIn } from '@mediawatch/shared';

import type { WorkbenchMessages } from './en';

export const workbenchAr: TextsIn<WorkbenchMessages, 'ar'> = {
  ejournal: {
    button: 'إضافة إلى الصحيفة الإلكترونية',
    buttonFor: 'إضافة «{{title}}» إلى عدد من الصحيفة الإلكترونية',
    title: 'إضافة هذا المقال إلى عدد من الصحيفة الإلكترونية',
    issue: 'عدد قيد التحرير',
    newIssue: 'عدد جديد…',
    newTitle: 'عنوان العدد الجديد',
    defaultSection: 'مقالات',
    submit: 'إضافة إلى العدد',
    done: 'أُضيف إلى «{{title}}».',
    already: 'موجود بالفعل في «{{title}}».',
    open: 'فتح العدد',
  },
  undo: {
    undo: 'تراجع',
    close: 'احذف الآن',
  },
};
