import { useParams } from 'react-router';
import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function SourceAnalysisPage() {
  const { source = '' } = useParams();
  return <PageHeader title={`Source analysis: ${source}`} description="The 28-day volume of one source with alert bands, its tone trend, share of voice in its groups, top words and feed health." />;
}
