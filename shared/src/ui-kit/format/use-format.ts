import { useMemo } from 'react';
import { localeOf, useTranslation } from '@mediawatch/shared';

import * as format from './format';

/** The formatters, bound to the current language's locale (they change with it). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      fromNow: (iso: format.DateInput, fallback?: string, now?: number) => format.fromNow(locale, iso, fallback, now),
      dateTime: (iso: format.DateInput, fallback?: string) => format.formatDateTime(locale, iso, fallback),
      time: (iso: format.DateInput, fallback?: string) => format.formatTime(locale, iso, fallback),
      date: (iso: format.DateInput, fallback?: string) => format.formatDate(locale, iso, fallback),
      number: (value: number, options?: Intl.NumberFormatOptions) => format.formatNumber(locale, value, options),
      percent: (fraction: number, digits?: number) => format.formatPercent(locale, fraction, digits),
      bytes: (bytes: number) => format.formatBytes(locale, bytes),
      duration: (ms: number) => format.formatDuration(locale, ms),
      languageName: (code: string) => format.languageName(locale, code),
      countryName: (code: string) => format.countryName(locale, code),
    }),
    [locale],
  );
}

export type Formatters = ReturnType<typeof useFormat>;
