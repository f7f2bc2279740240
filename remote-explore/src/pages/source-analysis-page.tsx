import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { SourceAnalysisView } from '../sections/source-analysis/view';
import { sourceAnalysisEn } from '../locales/en/source-analysis';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ sourceAnalysis: sourceAnalysisEn });

// ----------------------------------------------------------------------

export default function SourceAnalysisPage() {
  const { source } = useRouteParams(paths.sourceAnalysis);
  return <SourceAnalysisView key={source} sourceId={source} />;
}
