import { explorerEn } from '../../locales/en/explorer';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useExplorerTexts = sectionTexts({ explorer: explorerEn });
