import { useCallback } from 'react';
import { useFormat } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/** A count's change against another, in words: "+12 %", "−40 %", "no change", "new". */
export function useDescribeChange(): (count: number, against: number) => string {
  const { t } = useTranslate();
  const format = useFormat();
  return useCallback(
    (count: number, against: number) => {
      if (Math.round(against * 100) === Math.round(count * 100)) return t('report.kpi.noChange');
      if (against <= 0) return t('report.change.new');
      const change = (count - against) / against;
      const value = format.percent(Math.abs(change));
      return change > 0 ? t('report.change.up', { value }) : t('report.change.down', { value });
    },
    [t, format],
  );
}

/** The colour of a change: up is news (warning), down is quiet (info). */
export function changeColor(count: number, against: number): 'warning.main' | 'info.main' | 'text.secondary' {
  if (against <= 0 || Math.abs(count - against) / against < 0.1) return 'text.secondary';
  return count > against ? 'warning.main' : 'info.main';
}
