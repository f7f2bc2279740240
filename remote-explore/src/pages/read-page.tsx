import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { ReaderView } from '../sections/reader/view';
import { considerationsEn } from '../locales/en/considerations';
import { ejournalEn } from '../locales/en/ejournal';
import { explorerEn } from '../locales/en/explorer';
import { putOnBoardEn } from '../locales/en/put-on-board';
import { readerEn } from '../locales/en/reader';
import { readerTaskEn } from '../locales/en/reader-task';
import { toneEn } from '../locales/en/tone';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({
  considerations: considerationsEn,
  ejournal: ejournalEn,
  explorer: explorerEn,
  putOnBoard: putOnBoardEn,
  reader: readerEn,
  readerTask: readerTaskEn,
  tone: toneEn,
});

// ----------------------------------------------------------------------

export default function ReadPage() {
  const { id } = useRouteParams(paths.read);
  // A new id is a new article: no state carries over.
  return <ReaderView key={id} id={id} />;
}
