export { SourceAnalysisView } from './source-analysis-view';
