import type { TextsIn } from '@mediawatch/shared/ui';

import type { previewEn } from '../en/preview';

export const previewFr: TextsIn<typeof previewEn, 'fr'> = {
  regionLabel: 'Articles correspondants',
  heading: 'Aperçu',
  typeQuery: 'Saisissez une requête pour prévisualiser les articles correspondants.',
  checkFailed: 'Impossible de vérifier la requête : {{message}}',
  previewFailed: 'Impossible de prévisualiser les correspondances : {{message}}',
  noMatch: 'Aucun article enregistré ne correspond encore à cette requête.',
  matching_one: '{{number}} article correspondant, du plus récent au plus ancien :',
  matching_many: '{{number}} d’articles correspondants, du plus récent au plus ancien :',
  matching_other: '{{number}} articles correspondants, du plus récent au plus ancien :',
};
