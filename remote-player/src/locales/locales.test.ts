import { textsMismatches } from '@mediawatch/shared/ui';

import { playerAr } from './ar';
import { playerEn } from './en';
import { playerFr } from './fr';

describe('player texts', () => {
  it('has every English text, in each plural form, not empty, in French and Arabic', () => {
    expect(textsMismatches(playerEn, playerEn, 'en')).toEqual([]);
    expect(textsMismatches(playerEn, playerFr, 'fr')).toEqual([]);
    expect(textsMismatches(playerEn, playerAr, 'ar')).toEqual([]);
  });

  it('keeps the spec’s English texts to the letter', () => {
    expect(playerEn).toMatchObject({
      hide: 'Hide player controls',
      show: 'Show player controls',
      noAudioSupport: 'Your browser does not support the audio element.',
    });
  });
});
