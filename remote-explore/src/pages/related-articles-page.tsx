import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function RelatedArticlesPage() {
  return <PageHeader title="Explore" description="A query builder in the topic syntax with source-group and date filters that charts attention over time, top words, sources and languages, compares up to four queries, and exports sample articles as CSV." />;
}
