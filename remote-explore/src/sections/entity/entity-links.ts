import { paths, type EntityKind } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Where an entity's name leads (docs/decisions/0060-the-entity-page.md).

/** Its page. */
export const entityHref = (id: number) => paths.entity.getHref({ id: String(id) });

const SEARCH_FIELD: Record<EntityKind, string> = { person: 'person', org: 'org', place: 'place' };

/** The Search page on its articles: `person:"…"`, `org:"…"` or `place:"…"` by its kind, newest first. */
export const entitySearchHref = (kind: EntityKind, name: string) =>
  paths.search.getHref({ q: `${SEARCH_FIELD[kind]}:"${name.replace(/"/g, '')}"`, sort: 'publishedAt' });
