import { registerTexts, useTranslation } from '@mediawatch/shared';

import { playerEn } from './en';

// ----------------------------------------------------------------------
// remote-player's texts, the `player` namespace: English with the code,
// French and Arabic fetched when that language is in use.

export const NAMESPACE = 'player';

registerTexts(NAMESPACE, {
  en: playerEn,
  fr: () => import('./fr').then((module) => module.playerFr),
  ar: () => import('./ar').then((module) => module.playerAr),
});

/** `t` for this remote's texts. */
export function useTranslate() {
  return useTranslation(NAMESPACE);
}
