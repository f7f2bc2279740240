import { ejournalEn } from './en/ejournal';
import { explorerEn } from './en/explorer';
import { historicalEventsEn } from './en/historical-events';
import { putOnBoardEn } from './en/put-on-board';
import { mediaScaleEn } from './en/media-scale';
import { reportEn } from './en/report';
import { considerationsEn } from './en/considerations';
import { readerTaskEn } from './en/reader-task';
import { sourceAnalysisEn } from './en/source-analysis';
import { entityEn } from './en/entity';
import { pdfsEn } from './en/pdfs';
import { pagesEn } from './en/pages';
import { toneEn } from './en/tone';
import { readerEn } from './en/reader';
import { searchEn } from './en/search';

/** English: the texts of remote-explore's pages; the reference shape. */
export const exploreEn = {
  report: reportEn,
  readerTask: readerTaskEn,
  explorer: explorerEn,
  historicalEvents: historicalEventsEn,
  putOnBoard: putOnBoardEn,
  ejournal: ejournalEn,
  sourceAnalysis: sourceAnalysisEn,
  entity: entityEn,
  mediaScale: mediaScaleEn,
  pdfs: pdfsEn,
  pages: pagesEn,
  considerations: considerationsEn,
  tone: toneEn,
  reader: readerEn,
  search: searchEn,
};

export type ExploreMessages = typeof exploreEn;
