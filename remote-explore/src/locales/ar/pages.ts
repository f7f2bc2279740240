import type { TextsIn } from '@mediawatch/shared/ui';

import type { pagesEn } from '../en/pages';

export const pagesAr: TextsIn<typeof pagesEn, 'ar'> = {
  ejournal: 'أعداد منتقاة: اختر المقالات، ورتّبها في أقسام، وأضف ملاحظات تحريرية، وانشر صفحة أنيقة قابلة للطباعة.',
  pdfArticle: 'ارفع ملفات PDF، واستخرج نصوصها وبياناتها الوصفية، وابحث فيها مع المقالات، واربطها بالمواضيع.',
};
