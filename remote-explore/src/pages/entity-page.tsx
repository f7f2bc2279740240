import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { EntityView } from '../sections/entity/view';

export default function EntityPage() {
  const { id } = useRouteParams(paths.entity);
  return <EntityView key={id} id={id} />;
}
