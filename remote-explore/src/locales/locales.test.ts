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
});
