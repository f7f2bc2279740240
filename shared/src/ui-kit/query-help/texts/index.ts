import { registerTexts, useTranslation } from '@mediawatch/shared';

import { queryHelpEn } from './en';

// The query help's texts, as the `queryHelp` namespace (registered once,
// whichever app's copy of the help loads first).
export const QUERY_HELP_NAMESPACE = 'queryHelp';

registerTexts(QUERY_HELP_NAMESPACE, {
  en: queryHelpEn,
  fr: () => import('./fr').then((module) => module.queryHelpFr),
  ar: () => import('./ar').then((module) => module.queryHelpAr),
});

/** `t` for the query help's texts. */
export function useQueryHelpTranslation() {
  return useTranslation(QUERY_HELP_NAMESPACE);
}
