import type { TextsIn } from '@mediawatch/shared/ui';

import type { healthEn } from '../en/health';

export const healthFr: TextsIn<typeof healthEn, 'fr'> = {
  ok: 'OK',
  failing: 'En échec',
  paused: 'Suspendue',
  pending: 'En attente',
  lastAnswer: 'Dernière réponse HTTP {{status}}',
  notFetched: 'Pas encore collectée',
  malformed: 'Mal formé',
  malformedDetail: 'XML mal formé ; ses éléments sont tout de même lus. {{message}}',
};
