// ----------------------------------------------------------------------
// Query-language terms that name what a page shows, for its links to the
// Search page (docs/decisions/0061-entity-terms-in-queries.md).

/** `person:"Emmanuel Macron"`: the articles mentioning that entity (a quote inside the name cannot be written, so it is dropped). */
export function entityTerm(kind: 'person' | 'org' | 'place', name: string): string {
  return `${kind}:"${name.replace(/"/g, ' ').trim()}"`;
}

/** `country:FR`: the articles mentioning a place of that country. */
export function countryTerm(code: string): string {
  return `country:${code.toUpperCase()}`;
}
