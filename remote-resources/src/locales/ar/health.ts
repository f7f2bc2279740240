import type { TextsIn } from '@mediawatch/shared/ui';

import type { healthEn } from '../en/health';

export const healthAr: TextsIn<typeof healthEn, 'ar'> = {
  ok: 'سليم',
  failing: 'متعثر',
  paused: 'موقوف مؤقتًا',
  pending: 'قيد الانتظار',
  lastAnswer: 'آخر استجابة: HTTP {{status}}',
  notFetched: 'لم يُجلب بعد',
  malformed: 'غير سليم البنية',
  malformedDetail: 'XML غير سليم البنية؛ تُقرأ عناصره مع ذلك. {{message}}',
};
