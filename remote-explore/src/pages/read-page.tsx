import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { ReaderView } from '../sections/reader/view';

export default function ReadPage() {
  const { id } = useRouteParams(paths.read);
  // A new id is a new article: no state carries over.
  return <ReaderView key={id} id={id} />;
}
