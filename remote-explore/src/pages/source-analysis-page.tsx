import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { SourceAnalysisView } from '../sections/source-analysis/view';

export default function SourceAnalysisPage() {
  const { source } = useRouteParams(paths.sourceAnalysis);
  return <SourceAnalysisView key={source} sourceId={source} />;
}
