import { PipelineView } from '../sections/pipeline/view';

// ----------------------------------------------------------------------

export default function PipelinePage() {
  return <PipelineView />;
}
