import worldUrl from 'world-atlas/countries-110m.json?url';

/**
 * world-atlas' 1:110m countries (108 KB, 38 KiB gzip), fetched as the JSON
 * file it is, an asset of the build, rather than bundled as script
 * (docs/decisions/0048-the-coverage-map.md).
 */
export async function fetchTopology(): Promise<unknown> {
  const response = await fetch(worldUrl);
  if (!response.ok) throw new Error(`The map's countries did not load (${response.status}).`);
  return response.json();
}
