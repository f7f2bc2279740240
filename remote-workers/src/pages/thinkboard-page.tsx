import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function ThinkboardPage() {
  return <PageHeader title="ThinkBoard" description="A canvas of cards (notes, articles, events) with links between them, saved on the server." />;
}
