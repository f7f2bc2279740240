import type { TextsIn } from '@mediawatch/shared/ui';

import type { topicFormEn } from '../en/topic-form';

export const topicFormAr: TextsIn<typeof topicFormEn, 'ar'> = {
  addTitle: 'إضافة موضوع',
  query: 'الاستعلام',
  queryHelp:
    'تجد الكلمة صيغها الأخرى أيضًا (عاصفة تجد العاصفة)؛ AND، OR، NOT، "عبارة مطابقة"، "كلمتان"~5، بادئة*، كلمة^3، (أقواس)، intitle:كلمة، source:اسم، lang:fr',
  alerts: 'التنبيهات',
  threshold: 'المطابقات خلال النافذة',
  windowHours: 'النافذة (بالساعات)',
  cooldownMinutes: 'مهلة التجميع (بالدقائق)',
  cooldownHelp: 'تنضم المطابقات اللاحقة إلى التنبيه خلال هذه المهلة',
  alertHelp: {
    none: 'لا يُطلق هذا الموضوع أي تنبيه.',
    every: 'تنبيه واحد لكل دفعة من المطابقات الجديدة.',
    spike:
      'تبلغ مطابقات اليوم {{minCount}} على الأقل، والمستوى المعتاد خلال {{days}} يومًا + 2σ، وضعف ذلك المستوى (المستوى هو المتوسط، أو الوسيط إذا كانت معظم الأيام فارغة؛ وσ لا يقل عن √المستوى).',
    threshold: 'عندما تبلغ مطابقات الساعات الأخيرة الحدّ.',
  },
  active: 'نشط (تُطابَق المقالات الجديدة)',
};
