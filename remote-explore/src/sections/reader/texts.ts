import { readerTaskEn } from '../../locales/en/reader-task';
import { putOnBoardEn } from '../../locales/en/put-on-board';
import { readerEn } from '../../locales/en/reader';
import { sectionTexts } from '../../locales';

/** The English texts of this section's components, added to the namespace when one of them loads; `t` for them. */
export const useReaderTexts = sectionTexts({ readerTask: readerTaskEn, putOnBoard: putOnBoardEn, reader: readerEn });
