import { useCallback } from 'react';
import { useFormat } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

/** A z-score as read on the page: signed, two decimals ("+2.41", "−0.3"); a dash when undefined (σ = 0). */
export function useFormatZ(): (z: number | null) => string {
  const format = useFormat();
  return useCallback(
    (z: number | null) =>
      z === null ? '–' : format.number(z, { minimumFractionDigits: 1, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
    [format],
  );
}
