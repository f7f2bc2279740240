// ----------------------------------------------------------------------
// Story clusters: near-identical titles across outlets, within a time
// window, in one language. Titles become sets of character trigrams;
// MinHash signatures split into bands (LSH) are stored with each article and
// GIN-indexed, so candidates come from an index lookup, then the exact
// Jaccard similarity decides (ArticlesRepository.cluster). Pure: no SQL here.

const HASHES = 32;
const ROWS_PER_BAND = 2;
/** How many band keys a comparable title has, each at its band's place (band i is element i + 1 of `title_band_keys`). */
export const TITLE_BANDS = HASHES / ROWS_PER_BAND;
/** Jaccard similarity of title trigrams from which two titles are one story. */
export const CLUSTER_SIMILARITY = 0.5;
/** Stories more than this apart in time are not clustered. */
export const CLUSTER_WINDOW_HOURS = 48;
/** How many stored titles, those sharing the most bands, a new title is compared with. */
export const CLUSTER_CANDIDATES = 50;
/** How many stored titles sharing a band with a new title are read to choose them (a bound on one article's work). */
export const CLUSTER_CANDIDATES_READ = 200;

export function titleTrigrams(title: string): Set<string> {
  const words = title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const grams = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const SEEDS = Array.from({ length: HASHES }, (_, i) => Math.imul(i + 1, 0x9e3779b1) >>> 0);

/** LSH band keys of a title (empty for titles too short to compare). */
export function titleBands(title: string): string[] {
  const grams = titleTrigrams(title);
  if (grams.size < 4) return [];
  const signature = SEEDS.map((seed) => {
    let min = 0xffffffff;
    for (const gram of grams) min = Math.min(min, fnv1a(gram, seed));
    return min;
  });
  const bands: string[] = [];
  for (let band = 0; band < TITLE_BANDS; band += 1) {
    const rows = signature.slice(band * ROWS_PER_BAND, (band + 1) * ROWS_PER_BAND);
    bands.push(`${band}:${rows.map((value) => value.toString(36)).join('.')}`);
  }
  return bands;
}

/** A stored article, as clustering compares it with its neighbours. */
export interface ClusterCandidateInput {
  id: string;
  sourceId: string;
  title: string;
  language: string;
  publishedAt: Date;
  bands: string[];
  /** Its URL as deduplication compares it: another outlet's article at the same URL is the same story, whatever its title. */
  normalizedUrl: string;
}
