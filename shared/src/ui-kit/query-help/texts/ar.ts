import type { TextsIn } from '@mediawatch/shared';

import type { QueryHelpMessages } from './en';

export const queryHelpAr: TextsIn<QueryHelpMessages, 'ar'> = {
  toggle: 'صيغة الاستعلام',
  title: 'لغة الاستعلام',
  rows: {
    word: { example: 'عاصفة', text: 'كلمة مع صيغها الأخرى: عاصفة تجد العاصفة أيضًا.' },
    phrase: { example: '"أسعار الفائدة"', text: 'عبارة مطابقة: الكلمات كما كُتبت، متجاورة.' },
    boolean: {
      example: 'طاقة AND (شبكة OR "انقطاع الكهرباء") NOT رياضة',
      text: 'AND (أو مسافة)، وOR، وNOT (أو - قبل الكلمة)، والأقواس.',
    },
    near: {
      example: '"قمة عقوبات"~5',
      text: 'التقارب: الكلمتان كما كُتبتا، بينهما 5 كلمات على الأكثر، بأي ترتيب (من 0 إلى {{nearMax}}).',
    },
    prefix: {
      example: 'الانتخاب*',
      text: 'البادئة: كل كلمة تبدأ بها (الانتخابات، الانتخابية)؛ {{min}} أحرف على الأقل قبل *.',
    },
    title: { example: 'title:عاصفة', text: 'في العنوان فقط (وintitle: بالمعنى نفسه).' },
    boost: {
      example: 'عاصفة^3 فيضان',
      text: 'الترجيح: تُحسب الكلمة 3 مرات في الترتيب (من 1 إلى {{boostMax}})؛ وما يطابق لا يتغير.',
    },
    fields: { example: 'source:"Le Monde" lang:ar', text: 'مصدر واحد باسمه؛ ولغة واحدة برمزها ذي الحرفين.' },
    entities: {
      example: 'person:ماكرون country:UA',
      text: 'المقالات التي تذكر شخصًا أو منظمة (org:) أو مكانًا (place:) بأي من أسمائه، أو مكانًا في بلد برمزه ذي الحرفين.',
    },
  },
  ranking: 'الترتيب حسب الصلة: المقالات التي في عنوانها كلمة من الاستعلام أولًا، ثم التي تتكرر فيها الكلمات أكثر.',
};
