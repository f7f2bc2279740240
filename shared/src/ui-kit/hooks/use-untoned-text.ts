import { useCallback } from 'react';

import { useFormat } from '../format/use-format';
import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------

/**
 * "12 articles had no tone (language not analysed)", for every page that
 * shows a tone figure computed over the scored articles only
 * (docs/decisions/0038-unknown-tone.md); null when every article had one.
 */
export function useUntonedText(): (count: number) => string | null {
  const { t } = useUiTranslation();
  const format = useFormat();
  return useCallback((count: number) => (count > 0 ? t('tone.untoned', { count, total: format.number(count) }) : null), [t, format]);
}
