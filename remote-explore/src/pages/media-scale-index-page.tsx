import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function MediaScaleIndexPage() {
  return <PageHeader title="Media Scale Index" description="A ranking of sources by a published formula of reach, output volume, pickup by other outlets and tone intensity, with the weights shown." />;
}
