// ----------------------------------------------------------------------

/**
 * A query in the topic language for coverage related to a headline: its two
 * longest words (four letters or more), both required, so Explore finds the
 * same story told in other words and its follow-ups.
 */
export function relatedQuery(title: string): string {
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])];
  const chosen = words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, 2);
  return chosen.length ? chosen.join(' ') : title.trim();
}
