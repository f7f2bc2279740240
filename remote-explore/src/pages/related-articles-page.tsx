import { ExploreView } from '../sections/explorer/view';

export default function RelatedArticlesPage() {
  return <ExploreView />;
}
