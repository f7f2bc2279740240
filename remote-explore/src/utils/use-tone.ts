import { useCallback } from 'react';
import { useFormat } from '@mediawatch/shared/ui';

import { sectionTexts } from '../locales';
import { toneEn } from '../locales/en/tone';

// ----------------------------------------------------------------------
// The GDELT-style tone (about -10..+10): from +1 it reads positive, below -1
// negative, neutral between; null is unknown (the article's language is not
// analysed: docs/decisions/0038-unknown-tone.md), never 0.

/** The tone's words, added with the code of any section that describes a tone. */
const useToneTexts = sectionTexts({ tone: toneEn });

export type ToneKind = 'positive' | 'negative' | 'neutral' | 'unknown';

export function toneKind(tone: number | null): ToneKind {
  if (tone === null) return 'unknown';
  return tone >= 1 ? 'positive' : tone < -1 ? 'negative' : 'neutral';
}

/** "+2.5 positive", "-3.1 negative", "+0.4 neutral", "unknown", in the current language. */
export function useDescribeTone(): (tone: number | null) => string {
  const { t } = useToneTexts();
  const format = useFormat();
  return useCallback(
    (tone: number | null) =>
      tone === null
        ? t('tone.unknown')
        : t(`tone.${toneKind(tone)}`, {
            value: format.number(tone, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
          }),
    [t, format],
  );
}
