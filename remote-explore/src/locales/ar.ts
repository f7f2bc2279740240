import { ejournalAr } from './ar/ejournal';
import { explorerAr } from './ar/explorer';
import { historicalEventsAr } from './ar/historical-events';
import { putOnBoardAr } from './ar/put-on-board';
import { mediaScaleAr } from './ar/media-scale';
import { reportAr } from './ar/report';
import { considerationsAr } from './ar/considerations';
import { readerTaskAr } from './ar/reader-task';
import { sourceAnalysisAr } from './ar/source-analysis';
import { pdfsAr } from './ar/pdfs';
import type { TextsIn } from '@mediawatch/shared/ui';

import type { ExploreMessages } from './en';

/** Arabic: the texts of remote-explore's pages. */
export const exploreAr: TextsIn<ExploreMessages, 'ar'> = {
  report: reportAr,
  readerTask: readerTaskAr,
  explorer: explorerAr,
  historicalEvents: historicalEventsAr,
  putOnBoard: putOnBoardAr,
  ejournal: ejournalAr,
  sourceAnalysis: sourceAnalysisAr,
  mediaScale: mediaScaleAr,
  pdfs: pdfsAr,
  pages: {
    ejournal: 'أعداد منتقاة: اختر المقالات، ورتّبها في أقسام، وأضف ملاحظات تحريرية، وانشر صفحة أنيقة قابلة للطباعة.',
    pdfArticle: 'ارفع ملفات PDF، واستخرج نصوصها وبياناتها الوصفية، وابحث فيها مع المقالات، واربطها بالمواضيع.',
  },
  considerations: considerationsAr,
  tone: {
    positive: '{{value}} إيجابية',
    negative: '{{value}} سلبية',
    neutral: '{{value}} محايدة',
    unknown: 'غير معروفة',
  },
  reader: {
    title: 'قراءة المقال',
    loading: 'جارٍ تحميل المقال…',
    failed: 'تعذّر تحميل المقال',
    notFoundTitle: 'المقال غير موجود',
    notFound: 'هذا المقال غير موجود، أو حُذف مع مصدره أو بموجب سياسة الاحتفاظ بالبيانات.',
    searchArticles: 'البحث في المقالات',
    byline: 'بقلم {{author}}',
    language: 'اللغة: {{language}}',
    tone: 'النبرة: {{tone}}',
    fullText: 'النص الكامل من صفحة المقال',
    feedText: 'النص من الخلاصة',
    readOriginal: 'اقرأ الأصل على {{source}}',
    dateIssue: {
      label: 'لا تاريخ من الخلاصة',
      fetched: 'جُلب في {{date}}',
      missing: 'لم تذكر الخلاصة تاريخًا لهذا المقال، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
      unreadable: 'تعذّرت قراءة تاريخ الخلاصة «{{text}}»، لذا يُؤرَّخ المقال ويُرتَّب بوقت جلبه.',
      future: 'أرّخت الخلاصة هذا المقال «{{text}}»، أي بعد أكثر من يوم، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
      past: 'أرّخت الخلاصة هذا المقال «{{text}}»، أي قبل 1990، وهو ما لا يكون لأي خبر على الويب، لذا يُؤرَّخ ويُرتَّب بوقت جلبه.',
    },
    originalUrl: 'رابط الخلاصة مع معلمات التتبّع: {{url}}',
    topics: 'المواضيع',
    noTopics: 'لا يطابق أي موضوع هذا المقال.',
    cluster: 'القصة نفسها في وسائل أخرى',
    noCluster: 'لم تغطِّ أي وسيلة أخرى هذه القصة بعد.',
  },
  search: {
    description:
      'ابحث في كل المقالات المخزّنة بلغة استعلام المواضيع. تجد الكلمة صيغها الأخرى أيضًا (عاصفة تجد العاصفة)؛ أما "العبارة بين علامتي تنصيص" والبادئة* فتطابقان ما كُتب حرفيًا. تُرتَّب النتائج حسب الصلة، مع تمييز الكلمات المطابقة.',
    form: 'المقالات',
    query: 'استعلام البحث',
    syntax: { phrase: 'عبارة مطابقة', parentheses: 'أقواس', word: 'كلمة', name: 'اسم' },
    listSeparator: '، ',
    sortBy: 'الترتيب حسب',
    relevance: 'الصلة',
    newest: 'الأحدث أولًا',
    submit: 'بحث',
    hint: 'اكتب استعلامًا، مثلًا: طاقة AND (شبكة OR "انقطاع الكهرباء") NOT رياضة',
    failed: 'فشل البحث',
    searching: 'جارٍ البحث…',
    parseErrorAt: '{{message}} (عند الحرف {{position}})',
    facets: 'عوامل التصفية',
    results: 'النتائج',
    summary_zero: 'لا نتائج (<took>{{took}}</took>)',
    summary_one: 'نتيجة واحدة في <took>{{took}}</took>',
    summary_two: 'نتيجتان في <took>{{took}}</took>',
    summary_few: '{{total}} نتائج في <took>{{took}}</took>',
    summary_many: '{{total}} نتيجة في <took>{{took}}</took>',
    summary_other: '{{total}} نتيجة في <took>{{took}}</took>',
    updating: 'جارٍ تحديث النتائج',
    nothing: 'لا شيء يطابق {{query}}.',
    exportCsv: 'تصدير CSV',
    exportFailed: 'فشل تصدير CSV: {{message}}',
    nothingWithFacets: 'لا شيء يطابق {{query}} مع عوامل التصفية هذه.',
    days: 'الأيام',
    sources: 'المصادر',
    languages: 'اللغات',
    none: 'لا شيء',
    dayCount: '{{day}}: {{total}}',
    dayArticles_zero: '{{day}}: لا مقالات',
    dayArticles_one: '{{day}}: مقال واحد',
    dayArticles_two: '{{day}}: مقالان',
    dayArticles_few: '{{day}}: {{total}} مقالات',
    dayArticles_many: '{{day}}: {{total}} مقالًا',
    dayArticles_other: '{{day}}: {{total}} مقال',
    hitTone: 'النبرة {{tone}}',
    storySize_zero: 'لا مقالات عن هذه القصة',
    storySize_one: 'مقال واحد عن هذه القصة',
    storySize_two: 'مقالان عن هذه القصة',
    storySize_few: '{{total}} مقالات عن هذه القصة',
    storySize_many: '{{total}} مقالًا عن هذه القصة',
    storySize_other: '{{total}} مقال عن هذه القصة',
  },
};
