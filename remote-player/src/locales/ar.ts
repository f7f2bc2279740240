import type { TextsIn } from '@mediawatch/shared/ui';

import type { PlayerMessages } from './en';

/** Arabic: the footer player's texts. */
export const playerAr: TextsIn<PlayerMessages, 'ar'> = {
  hide: 'إخفاء أدوات التحكم في المشغل',
  show: 'إظهار أدوات التحكم في المشغل',
  noAudioSupport: 'متصفحك لا يدعم عنصر الصوت.',
  audioError: 'تعذّر تحميل صوت هذا البودكاست.',
  name: 'مشغل البودكاست',
  noPodcasts: 'لا توجد حلقات بودكاست بعد',
  addPodcasts: 'أضف حلقات البودكاست من الموارد ‹ البودكاست',
  previous: 'السابق',
  next: 'التالي',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  back_zero: 'رجوع {{count}} ثانية',
  back_one: 'رجوع ثانية واحدة',
  back_two: 'رجوع ثانيتين',
  back_few: 'رجوع {{count}} ثوانٍ',
  back_many: 'رجوع {{count}} ثانية',
  back_other: 'رجوع {{count}} ثانية',
  forward_zero: 'تقديم {{count}} ثانية',
  forward_one: 'تقديم ثانية واحدة',
  forward_two: 'تقديم ثانيتين',
  forward_few: 'تقديم {{count}} ثوانٍ',
  forward_many: 'تقديم {{count}} ثانية',
  forward_other: 'تقديم {{count}} ثانية',
  loading: 'جارٍ تحميل الصوت',
  seek: 'موضع التشغيل',
  position: '{{current}} من {{total}}',
  volume: 'مستوى الصوت',
  playlist: 'قائمة التشغيل',
  playing: 'قيد التشغيل: {{title}}',
  paused: 'متوقف مؤقتًا: {{title}}',
  selected: 'البودكاست المحدد: {{title}}، تقديم {{author}}',
};
