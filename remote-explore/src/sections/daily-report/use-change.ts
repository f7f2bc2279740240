import { useCallback } from 'react';
import type { Theme } from '@mui/material/styles';
import { toneText, useFormat } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';

// ----------------------------------------------------------------------

/**
 * How a count compares with another: `same` when the change shown in whole
 * percent would be 0 % (113 against a mean of 113.2 is "no change", not
 * "−0 %"), `new` when there was nothing before, otherwise the direction and
 * the size of the change as a fraction.
 */
export type Change = { kind: 'same' } | { kind: 'new' } | { kind: 'up' | 'down'; fraction: number };

export function compareCounts(count: number, against: number): Change {
  if (against <= 0) return count > 0 ? { kind: 'new' } : { kind: 'same' };
  const change = (count - against) / against;
  if (Math.round(Math.abs(change) * 100) === 0) return { kind: 'same' };
  return { kind: change > 0 ? 'up' : 'down', fraction: Math.abs(change) };
}

/** A count's change against another, in words: "+12 %", "−40 %", "no change", "new". */
export function useDescribeChange(): (count: number, against: number) => string {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  return useCallback(
    (count: number, against: number) => {
      const change = compareCounts(count, against);
      if (change.kind === 'same') return t('report.kpi.noChange');
      if (change.kind === 'new') return t('report.change.new');
      return t(`report.change.${change.kind}`, { value: format.percent(change.fraction) });
    },
    [t, format],
  );
}

/**
 * The colour of a change as text: up is news (warning), down is quiet
 * (info). The palette's darker shade in light mode and lighter in dark, as
 * the main shades of both are under 4.5:1 against a card (WCAG 1.4.3).
 */
export function changeColor(count: number, against: number): (theme: Theme) => string {
  if (against <= 0 || Math.abs(count - against) / against < 0.1) return (theme) => theme.palette.text.secondary;
  return directionColor(count > against ? 'up' : 'down');
}

/** The text colour of a rise (warning) or a fall (info), readable on the mode's cards. */
export function directionColor(direction: 'up' | 'down'): (theme: Theme) => string {
  return toneText(direction === 'up' ? 'warning' : 'info');
}

/**
 * A band of daily counts as whole numbers a reader can check a count
 * against: the counts inside it, so "2 articles, below its usual 3–6" and
 * never "below its usual 2–6" when the band starts at 2.4. A band too narrow
 * to hold a whole count keeps one decimal.
 */
export function usualRange(low: number, high: number): { low: number; high: number; digits: 0 | 1 } {
  const inside = { low: Math.ceil(low - 1e-9), high: Math.floor(high + 1e-9) };
  return inside.low <= inside.high ? { ...inside, digits: 0 } : { low, high, digits: 1 };
}

/** `usualRange`, formatted in the reader's language: `{ low, high }` for the texts. */
export function useFormatBand(): (low: number, high: number) => { low: string; high: string } {
  const format = useFormat();
  return useCallback(
    (low: number, high: number) => {
      const range = usualRange(low, high);
      const options = { maximumFractionDigits: range.digits };
      return { low: format.number(range.low, options), high: format.number(range.high, options) };
    },
    [format],
  );
}
