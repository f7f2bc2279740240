import { pdfsEn } from '../../locales/en/pdfs';
import { pagesEn } from '../../locales/en/pages';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const usePdfsTexts = sectionTexts({ pdfs: pdfsEn, pages: pagesEn });
