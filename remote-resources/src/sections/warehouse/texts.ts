import { warehouseEn } from '../../locales/en/warehouse';
import { articlesEn } from '../../locales/en/articles';
import { retentionEn } from '../../locales/en/retention';
import { filtersEn } from '../../locales/en/filters';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useWarehouseTexts = sectionTexts({ warehouse: warehouseEn, articles: articlesEn, retention: retentionEn, filters: filtersEn });
