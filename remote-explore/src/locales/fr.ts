import { ejournalFr } from './fr/ejournal';
import { explorerFr } from './fr/explorer';
import { historicalEventsFr } from './fr/historical-events';
import { putOnBoardFr } from './fr/put-on-board';
import { mediaScaleFr } from './fr/media-scale';
import { reportFr } from './fr/report';
import { considerationsFr } from './fr/considerations';
import { readerTaskFr } from './fr/reader-task';
import { sourceAnalysisFr } from './fr/source-analysis';
import { entityFr } from './fr/entity';
import { pdfsFr } from './fr/pdfs';
import type { TextsIn } from '@mediawatch/shared/ui';

import type { ExploreMessages } from './en';
import { pagesFr } from './fr/pages';
import { toneFr } from './fr/tone';
import { readerFr } from './fr/reader';
import { searchFr } from './fr/search';

/** French: the texts of remote-explore's pages. */
export const exploreFr: TextsIn<ExploreMessages, 'fr'> = {
  report: reportFr,
  readerTask: readerTaskFr,
  explorer: explorerFr,
  historicalEvents: historicalEventsFr,
  putOnBoard: putOnBoardFr,
  ejournal: ejournalFr,
  sourceAnalysis: sourceAnalysisFr,
  entity: entityFr,
  mediaScale: mediaScaleFr,
  pdfs: pdfsFr,
  pages: pagesFr,
  considerations: considerationsFr,
  tone: toneFr,
  reader: readerFr,
  search: searchFr,
};
