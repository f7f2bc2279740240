import { registerTexts, useTranslation } from '@mediawatch/shared';

import { workbenchEn } from './en';

// The workbench actions' texts, as the `workbench` namespace (registered once,
// whichever app's copy of the actions loads first).
export const WORKBENCH_NAMESPACE = 'workbench';

registerTexts(WORKBENCH_NAMESPACE, {
  en: workbenchEn,
  fr: () => import('./fr').then((module) => module.workbenchFr),
  ar: () => import('./ar').then((module) => module.workbenchAr),
});

/** `t` for the workbench actions' texts. */
export function useWorkbenchTranslation() {
  return useTranslation(WORKBENCH_NAMESPACE);
}
