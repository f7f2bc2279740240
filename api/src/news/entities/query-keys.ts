import countries from 'i18n-iso-countries';

import { ALIASES, type EntityKind } from './aliases';
import { LANGUAGES } from './gazetteer';
import { nameKey } from './normalize';

// ----------------------------------------------------------------------
// The entity keys a name in a query stands for (person:, org:, place:;
// docs/decisions/0061-entity-terms-in-queries.md): the spellings the
// extraction itself reads as one entity, from the alias table ("ماكرون" and
// "Macron" are `person:emmanuel macron`) and, for places, every name of a
// country in the languages we read ("Allemagne" is `country:DE`). Names that
// no table knows are found by the words of the stored names instead.

let table: Map<string, Set<string>> | null = null;

function add(into: Map<string, Set<string>>, kind: EntityKind, written: string, key: string) {
  const at = `${kind} ${nameKey(written)}`;
  const keys = into.get(at);
  if (keys) keys.add(key);
  else into.set(at, new Set([key]));
}

function build(): Map<string, Set<string>> {
  const into = new Map<string, Set<string>>();
  for (const row of ALIASES) {
    const key =
      row.kind !== 'place' ? `${row.kind}:${nameKey(row.name)}` : row.city !== undefined ? `city:${row.city}` : `country:${row.country}`;
    for (const written of [row.name, ...row.aliases]) add(into, row.kind, written, key);
  }
  for (const language of LANGUAGES) {
    for (const [code, names] of Object.entries(countries.getNames(language, { select: 'all' }))) {
      for (const name of names) add(into, 'place', name, `country:${code}`);
    }
  }
  return into;
}

/** The keys of the entities of `kind` that the tables know by the name `written` (none when they do not know it). */
export function entityKeysOfName(kind: EntityKind, written: string): string[] {
  table ??= build();
  return [...(table.get(`${kind} ${nameKey(written)}`) ?? [])];
}
