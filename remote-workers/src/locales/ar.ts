import type { TextsIn } from '@mediawatch/shared/ui';

import { liveAr } from './ar/live';
import { pipelineAr } from './ar/pipeline';
import { schedulerAr } from './ar/scheduler';
import { notesAr } from './ar/notes';
import { tasksAr } from './ar/tasks';
import { alertsAr } from './ar/alerts';
import { tensionAr } from './ar/tension';
import { thinkboardAr } from './ar/thinkboard';

import type { WorkersMessages } from './en';

/** Arabic: the texts of remote-workers' pages. */
export const workersAr: TextsIn<WorkersMessages, 'ar'> = {
  tension: tensionAr,
  alerts: alertsAr,
  pipeline: pipelineAr,
  live: liveAr,
  scheduler: schedulerAr,
  notes: notesAr,
  tasks: tasksAr,
  thinkboard: thinkboardAr,
  worker: {
    description: 'عامل الجلب مباشرةً: حالة خلاصات كل مصدر وموعد جلبها التالي، والإجراءات المتاحة، وكل عمليات الجلب الأخيرة.',
    status: {
      label: 'حالة العامل',
      failed: 'تعذّر تحميل حالة العامل',
      worker: 'العامل',
      running: 'يعمل',
      stopped: 'متوقف',
      queued: 'عمليات جلب في الانتظار',
      active: 'قيد الجلب الآن',
      sourcesDue: 'مصادر حان موعد جلبها',
      sourcesFailing: 'مصادر متعثرة',
      perHost: 'الحد لكل خادم',
      perHostValue_zero: 'لا طلبات متزامنة',
      perHostValue_one: 'طلب واحد في كل مرة',
      perHostValue_two: 'طلبان في كل مرة',
      perHostValue_few: '{{value}} طلبات في كل مرة',
      perHostValue_many: '{{value}} طلبًا في كل مرة',
      perHostValue_other: '{{value}} طلب في كل مرة',
    },
    health: {
      title: 'حالة الخلاصات',
      loading: 'جارٍ تحميل المصادر…',
      failed: 'تعذّر تحميل المصادر',
      empty: 'لا توجد مصادر بعد: أضفها من صفحة المصادر.',
      columns: {
        source: 'المصدر',
        health: 'الحالة',
        lastAttempt: 'آخر محاولة',
        lastResult: 'آخر نتيجة',
        failures: 'الإخفاقات',
        nextPoll: 'الجلب التالي',
        actions: 'الإجراءات',
      },
      state: { ok: 'سليم', failing: 'متعثر', paused: 'موقوف مؤقتًا', pending: 'قيد الانتظار' },
      conditionalGet: 'GET شرطي',
      never: 'لم تجرِ بعد',
      notScheduled: 'غير مجدول',
      paused: 'موقوف مؤقتًا',
      notFetched: 'لم يُجلب بعد',
      notModified: '304 لم يتغيّر',
      httpStatus: 'HTTP {{status}}',
      ok: 'ناجح',
      newArticle: 'مقال جديد {{when}}',
      noNewArticle: 'لا مقالات جديدة بعد',
      result: '{{status}}، {{fresh}}',
      actionsFor: 'إجراءات {{name}}',
    },
    actions: {
      fetch: 'اجلب الآن',
      pause: 'إيقاف مؤقت',
      resume: 'استئناف',
      resetErrors: 'تصفير الأخطاء',
      runs: 'عمليات الجلب',
    },
    done: {
      fetch: 'أُضيف جلب {{name}} إلى قائمة الانتظار',
      pause: 'أُوقف جلب {{name}} مؤقتًا',
      resume: 'استُؤنف جلب {{name}}',
      resetErrors: 'صُفّرت أخطاء {{name}}؛ وحان موعد جلبه الآن',
    },
    runs: {
      title: 'عمليات الجلب الأخيرة',
      titleOf: 'عمليات جلب {{name}}',
      table: 'عمليات الجلب',
      allSources: 'كل المصادر',
      result: 'النتيجة',
      anyResult: 'أي نتيجة',
      loading: 'جارٍ تحميل عمليات الجلب…',
      failed: 'تعذّر تحميل عمليات الجلب',
      empty: 'لم تُنفَّذ أي عملية جلب بعد.',
      emptyFiltered: 'لا توجد عملية جلب تطابق هذا المرشّح.',
      columns: {
        started: 'البدء',
        source: 'المصدر',
        trigger: 'سبب التشغيل',
        result: 'النتيجة',
        time: 'المدة',
        size: 'الحجم',
        found: 'المعثور عليها',
        new: 'الجديدة',
        duplicates: 'المكررة',
        dropped: 'المستبعدة',
      },
      status: { ok: 'ناجح', not_modified: 'لم يتغيّر', error: 'خطأ' },
      statusCode: '{{status}} · {{code}}',
      trigger: { schedule: 'الجدولة', manual: 'جلب يدوي', created: 'إضافة مصدر', updated: 'تعديل مصدر' },
    },
  },
};
