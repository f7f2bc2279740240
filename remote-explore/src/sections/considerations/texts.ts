import { considerationsEn } from '../../locales/en/considerations';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useConsiderationsTexts = sectionTexts({ considerations: considerationsEn });
