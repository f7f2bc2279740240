import fs from 'node:fs';
import path from 'node:path';

import { textsMismatches } from '@mediawatch/shared/ui';

import { exploreAr } from './ar';
import { exploreEn } from './en';
import { exploreFr } from './fr';

describe('explore texts', () => {
  it('has every English text, in each plural form, not empty, in French and Arabic', () => {
    expect(textsMismatches(exploreEn, exploreEn, 'en')).toEqual([]);
    expect(textsMismatches(exploreEn, exploreFr, 'fr')).toEqual([]);
    expect(textsMismatches(exploreEn, exploreAr, 'ar')).toEqual([]);
  });

  it('has the same files in en/, fr/ and ar/', () => {
    const files = (language: string) => fs.readdirSync(path.join(__dirname, language)).sort();
    expect(files('fr')).toEqual(files('en'));
    expect(files('ar')).toEqual(files('en'));
  });
});
