import type { TextsIn } from '@mediawatch/shared/ui';

import type { filtersEn } from '../en/filters';

export const filtersFr: TextsIn<typeof filtersEn, 'fr'> = {
  label: 'Filtres',
  sources: 'Sources',
  groups: 'Groupes',
  topics: 'Sujets',
  languages: 'Langues',
  noneAvailable: 'Aucun disponible',
  from: 'Publié à partir du',
  to: 'Publié jusqu’au',
  toneFrom: 'Tonalité min.',
  toneTo: 'Tonalité max.',
  clear: 'Effacer les filtres',
};
