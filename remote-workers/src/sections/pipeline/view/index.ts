export { PipelineView } from './pipeline-view';
