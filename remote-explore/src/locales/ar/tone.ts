import type { TextsIn } from '@mediawatch/shared/ui';

import type { toneEn } from '../en/tone';

export const toneAr: TextsIn<typeof toneEn, 'ar'> = {
  positive: '{{value}} إيجابية',
  negative: '{{value}} سلبية',
  neutral: '{{value}} محايدة',
  unknown: 'غير معروفة',
};
