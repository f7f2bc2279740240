import { PLURAL_CATEGORIES, type LanguageCode } from '@mediawatch/shared';

export { PLURAL_CATEGORIES };

// ----------------------------------------------------------------------
// The runtime check beside each app's locales: the same keys in every
// language, each plural text in every plural form of the language
// (`TextsIn`, in the shared entry, is the same rule for the type checker).

export type { TextsIn } from '@mediawatch/shared';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(texts: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object') leaves(value, `${path}.`).forEach((leaf, leafPath) => out.set(leafPath, leaf));
    else out.set(path, value);
  }
  return out;
}

/** The keys a language needs, from the English keys: each plural text in every category of the language. */
function expectedKeys(english: Map<string, unknown>, language: LanguageCode): Set<string> {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.add(key);
    else PLURAL_CATEGORIES[language].forEach((category) => keys.add(key.replace(PLURAL_SUFFIX, `_${category}`)));
  }
  return keys;
}

/**
 * What is wrong with a translation against the English texts, one line a
 * problem (none: an empty list): a missing or unexpected key, a text that is
 * empty or not a string. For a test beside each app's locales.
 */
export function textsMismatches(english: object, translation: object, language: LanguageCode): string[] {
  const reference = leaves(english);
  const actual = leaves(translation);
  const expected = expectedKeys(reference, language);
  const problems: string[] = [];
  for (const key of expected) if (!actual.has(key)) problems.push(`${language}: missing ${key}`);
  for (const [key, value] of actual) {
    if (!expected.has(key)) problems.push(`${language}: unexpected ${key}`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`${language}: empty ${key}`);
  }
  return problems;
}
