import { ejournalAr } from './ar/ejournal';
import { explorerAr } from './ar/explorer';
import { historicalEventsAr } from './ar/historical-events';
import { putOnBoardAr } from './ar/put-on-board';
import { mediaScaleAr } from './ar/media-scale';
import { reportAr } from './ar/report';
import { considerationsAr } from './ar/considerations';
import { readerTaskAr } from './ar/reader-task';
import { sourceAnalysisAr } from './ar/source-analysis';
import { entityAr } from './ar/entity';
import { pdfsAr } from './ar/pdfs';
import type { TextsIn } from '@mediawatch/shared/ui';

import type { ExploreMessages } from './en';
import { pagesAr } from './ar/pages';
import { toneAr } from './ar/tone';
import { readerAr } from './ar/reader';
import { searchAr } from './ar/search';

/** Arabic: the texts of remote-explore's pages. */
export const exploreAr: TextsIn<ExploreMessages, 'ar'> = {
  report: reportAr,
  readerTask: readerTaskAr,
  explorer: explorerAr,
  historicalEvents: historicalEventsAr,
  putOnBoard: putOnBoardAr,
  ejournal: ejournalAr,
  sourceAnalysis: sourceAnalysisAr,
  entity: entityAr,
  mediaScale: mediaScaleAr,
  pdfs: pdfsAr,
  pages: pagesAr,
  considerations: considerationsAr,
  tone: toneAr,
  reader: readerAr,
  search: searchAr,
};
