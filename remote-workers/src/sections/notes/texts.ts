import { notesEn } from '../../locales/en/notes';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useNotesTexts = sectionTexts({ notes: notesEn });
