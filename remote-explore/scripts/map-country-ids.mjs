// Writes src/sections/explorer/map/country-ids.ts: the ISO 3166-1 alpha-2 code
// of each country of world-atlas' countries-110m.json (whose ids are ISO 3166-1
// numeric), from i18n-iso-countries (the api's dependency), so the browser
// ships a table of the map's 177 shapes instead of the package
// (docs/decisions/0048-the-coverage-map.md). Run it again after upgrading
// world-atlas: `node remote-explore/scripts/map-country-ids.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const fromApi = createRequire(path.join(here, '../../api/package.json'));
const fromExplore = createRequire(path.join(here, '../package.json'));
const countries = fromApi('i18n-iso-countries');
const topology = fromExplore('world-atlas/countries-110m.json');

// Shapes Natural Earth draws without an ISO number: Kosovo has the user-assigned
// code the gazetteer uses (XK); Northern Cyprus and Somaliland are left without data.
const BY_NAME = { Kosovo: 'XK' };

const ids = {};
const unnamed = [];
for (const geometry of topology.objects.countries.geometries) {
  const code = geometry.id ? countries.numericToAlpha2(geometry.id) : BY_NAME[geometry.properties.name];
  if (code && geometry.id) ids[geometry.id] = code;
  else if (code) ids[`name:${geometry.properties.name}`] = code;
  else unnamed.push(geometry.properties.name);
}

const lines = Object.entries(ids)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([id, code]) => `  '${id}': '${code}',`);
const out = path.join(here, '../src/sections/explorer/map/country-ids.ts');
writeFileSync(
  out,
  `// Written by remote-explore/scripts/map-country-ids.mjs: do not edit.
// world-atlas countries-110m.json id (ISO 3166-1 numeric, or \`name:\` for a shape without one) to ISO 3166-1 alpha-2.
// Shapes without a code (no data is ever theirs): ${unnamed.join(', ')}.
export const COUNTRY_IDS: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`,
);
console.log(`${lines.length} shapes named, ${unnamed.length} without a code (${unnamed.join(', ')}): ${path.relative(process.cwd(), out)}`);
