import { registerTexts, useTranslation } from '@mediawatch/shared';

import { uiEn } from './en';

// The UI kit's own texts, as the `ui` namespace (registered once, whichever
// app's copy of the kit loads first).
export const UI_NAMESPACE = 'ui';

registerTexts(UI_NAMESPACE, {
  en: uiEn,
  fr: () => import('./fr').then((module) => module.uiFr),
  ar: () => import('./ar').then((module) => module.uiAr),
});

/** `t` for the UI kit's texts. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE);
}
