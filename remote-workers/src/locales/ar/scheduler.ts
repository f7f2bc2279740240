import type { TextsIn } from '@mediawatch/shared/ui';

import type { schedulerEn } from '../en/scheduler';

/** Arabic: المجدول (/dashboard/scheduler). */
export const schedulerAr: TextsIn<typeof schedulerEn, 'ar'> = {
  description:
    'المهام المجدولة: جلب الخلاصات، وتنظيف الاحتفاظ، وصيانة التجميعات، والتقرير اليومي، واقتراح الأحداث التاريخية، وتنبيهات المصادر، وملخصات التنبيهات، مع تعبير cron وآخر تشغيل والتشغيل التالي.',
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
  /** What each product job does (a job the texts do not know shows the API's description). */
  jobs: {
    'feed-polling': 'يضع في قائمة الانتظار جلب كل مصدر حان موعد فحصه التالي',
    'retention-cleanup': 'يحذف المقالات المنشورة قبل نافذة الاحتفاظ',
    'rollup-maintenance': 'يحدّث إحصاءات تجميعات التحليل ويتحقق منها مقابل مقالات اليومين الأخيرين',
    'daily-report': 'يُنشئ ملف PDF للتقرير اليومي لليوم السابق في مجلد البيانات (reports/)',
    'historical-events-proposal': 'يقترح حدثًا تاريخيًا لكل موضوع تجاوز يومه نطاقه المعتاد على 28 يومًا (أمس واليوم)',
    'alert-source-evaluation': 'ينبّه إلى المصادر التي تخرج أيامها السبعة الأخيرة عن نطاقها على 28 يومًا أو التي توقفت عن النشر',
    'alert-digests': 'يرسل إلى كل مستخدم ملخص تنبيهاته في موعده (كل ساعة، أو يوميًا في الساعة التي اختارها)',
  },
  status: { idle: 'لم تُشغَّل بعد', running: 'قيد التشغيل', ok: 'ناجحة', error: 'فشلت' },
  disabled: 'معطّلة',
  zone: 'المنطقة الزمنية: {{zone}}',
  runNow: 'شغّل الآن: {{name}}',
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
