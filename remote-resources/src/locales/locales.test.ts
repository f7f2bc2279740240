import fs from 'node:fs';
import path from 'node:path';

import { textsMismatches } from '@mediawatch/shared/ui';

import { resourcesAr } from './ar';
import { resourcesEn } from './en';
import { resourcesFr } from './fr';

// ----------------------------------------------------------------------

/** Every text by its path, plural suffixes kept (`sources.imported_one`). */
function leaves(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string));
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('resources texts', () => {
  it('has every English text, in each plural form, not empty, in French and Arabic', () => {
    expect(textsMismatches(resourcesEn, resourcesEn, 'en')).toEqual([]);
    expect(textsMismatches(resourcesEn, resourcesFr, 'fr')).toEqual([]);
    expect(textsMismatches(resourcesEn, resourcesAr, 'ar')).toEqual([]);
  });

  it('fills in only values the English text is given', () => {
    // What the code passes for a key: the English text's placeholders (for a plural text, any of its forms').
    const given = new Map<string, Set<string>>();
    for (const [path, text] of leaves(resourcesEn)) {
      const base = path.replace(PLURAL, '');
      given.set(base, new Set([...(given.get(base) ?? []), ...placeholders(text), ...(PLURAL.test(path) ? ['count', 'number'] : [])]));
    }
    const unknown = [...leaves(resourcesFr), ...leaves(resourcesAr)].flatMap(([path, text]) =>
      [...placeholders(text)].filter((name) => !given.get(path.replace(PLURAL, ''))?.has(name)).map((name) => `${path}: {{${name}}}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has the same files in en/, fr/ and ar/', () => {
    const files = (language: string) => fs.readdirSync(path.join(__dirname, language)).sort();
    expect(files('fr')).toEqual(files('en'));
    expect(files('ar')).toEqual(files('en'));
  });
});
