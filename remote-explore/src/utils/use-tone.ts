import { useCallback } from 'react';
import { useFormat } from '@mediawatch/shared/ui';

import { useTranslate } from '../locales';

// ----------------------------------------------------------------------
// The GDELT-style tone (about -10..+10): from +1 it reads positive, below -1
// negative, neutral between.

export type ToneKind = 'positive' | 'negative' | 'neutral';

export function toneKind(tone: number): ToneKind {
  return tone >= 1 ? 'positive' : tone < -1 ? 'negative' : 'neutral';
}

/** "+2.5 positive", "-3.1 negative", "+0.4 neutral", in the current language. */
export function useDescribeTone(): (tone: number) => string {
  const { t } = useTranslate();
  const format = useFormat();
  return useCallback(
    (tone: number) =>
      t(`tone.${toneKind(tone)}`, {
        value: format.number(tone, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      }),
    [t, format],
  );
}
