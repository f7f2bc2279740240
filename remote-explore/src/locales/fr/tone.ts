import type { TextsIn } from '@mediawatch/shared/ui';

import type { toneEn } from '../en/tone';

export const toneFr: TextsIn<typeof toneEn, 'fr'> = {
  positive: '{{value}} positive',
  negative: '{{value}} négative',
  neutral: '{{value}} neutre',
  unknown: 'inconnue',
};
