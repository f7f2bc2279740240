import { paths, type EntityKind } from '@mediawatch/shared';
import { entityTerm } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------
// Where an entity's name leads (docs/decisions/0060-the-entity-page.md).

/** Its page. */
export const entityHref = (id: number) => paths.entity.getHref({ id: String(id) });

/** The Search page on its articles (`person:"…"`, `org:"…"` or `place:"…"` by its kind), newest first; on one day when given. */
export const entitySearchHref = (kind: EntityKind, name: string, day?: string) =>
  paths.search.getHref({ q: entityTerm(kind, name), ...(day ? { day } : {}), sort: 'publishedAt' });
