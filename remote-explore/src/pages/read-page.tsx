import { useParams } from 'react-router';

import { ReaderView } from '../sections/reader/view';

// ----------------------------------------------------------------------

export default function ReadPage() {
  const { id = '' } = useParams();
  // A new id is a new article: no state carries over.
  return <ReaderView key={id} id={id} />;
}
