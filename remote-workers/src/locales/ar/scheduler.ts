import type { TextsIn } from '@mediawatch/shared/ui';

import type { schedulerEn } from '../en/scheduler';

/** Arabic: المجدول (/dashboard/scheduler). */
export const schedulerAr: TextsIn<typeof schedulerEn, 'ar'> = {
  description:
    'المهام المجدولة: جلب الخلاصات، وتنظيف الاحتفاظ، وصيانة التجميعات، والتقرير اليومي، واقتراح الأحداث التاريخية، مع تعبير cron وآخر تشغيل والتشغيل التالي.',
  table: 'المهام المجدولة',
  loading: 'جارٍ تحميل المهام المجدولة',
  failed: 'تعذّر تحميل المهام المجدولة',
  empty: 'لا توجد مهام مجدولة.',
  readOnly: 'يمكن للمسؤول فقط تشغيل المهام أو تفعيلها أو تعديلها.',
  columns: {
    job: 'المهمة',
    schedule: 'الجدولة',
    lastRun: 'آخر تشغيل',
    nextRun: 'التشغيل التالي',
    duration: 'المدة',
    status: 'الحالة',
    enabled: 'مفعّلة',
    actions: 'إجراءات',
  },
  status: { idle: 'لم تُشغَّل بعد', running: 'قيد التشغيل', ok: 'ناجحة', error: 'فشلت' },
  disabled: 'معطّلة',
  zone: 'المنطقة الزمنية: {{zone}}',
  runNow: 'شغّل {{name}} الآن',
  runNowShort: 'شغّل الآن',
  edit: 'عدّل جدولة {{name}}',
  editShort: 'تعديل',
  enable: 'فعّل {{name}}',
  started: 'بدأ تشغيل {{name}}',
  enabledNotice: 'فُعّلت {{name}}',
  disabledNotice: 'عُطّلت {{name}}',
  saved: 'حُفظت جدولة {{name}}',
  dialog: {
    title: 'جدولة {{name}}',
    cron: 'تعبير cron',
    cronHelp: 'الدقيقة الساعة اليوم الشهر يوم الأسبوع (حقل سادس في البداية للثواني)',
    timeZone: 'المنطقة الزمنية',
    preview: 'التشغيلات الخمسة التالية بتوقيتك',
    checking: 'جارٍ التحقق…',
    invalid: 'غير صالح: {{message}}',
    cancel: 'إلغاء',
    save: 'حفظ',
  },
};
