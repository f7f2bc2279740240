import { textsMismatches } from '@mediawatch/shared/ui';

import { workersAr } from './ar';
import { workersEn } from './en';
import { workersFr } from './fr';

describe('workers texts', () => {
  it('has every English text, in each plural form, not empty, in French and Arabic', () => {
    expect(textsMismatches(workersEn, workersEn, 'en')).toEqual([]);
    expect(textsMismatches(workersEn, workersFr, 'fr')).toEqual([]);
    expect(textsMismatches(workersEn, workersAr, 'ar')).toEqual([]);
  });
});
