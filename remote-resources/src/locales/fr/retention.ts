import type { TextsIn } from '@mediawatch/shared/ui';

import type { retentionEn } from '../en/retention';

export const retentionFr: TextsIn<typeof retentionEn, 'fr'> = {
  label: 'Politique de conservation',
  forever: 'Les articles sont conservés indéfiniment.',
  keptFor_one: 'Les articles sont conservés {{number}} jour après publication, puis supprimés chaque jour.',
  keptFor_many: 'Les articles sont conservés {{number}} de jours après publication, puis supprimés chaque jour.',
  keptFor_other: 'Les articles sont conservés {{number}} jours après publication, puis supprimés chaque jour.',
  stored_one: '{{number}} article stocké.',
  stored_many: '{{number}} d’articles stockés.',
  stored_other: '{{number}} articles stockés.',
  storedSince_one: '{{number}} article stocké, le plus ancien publié le {{date}}.',
  storedSince_many: '{{number}} d’articles stockés, le plus ancien publié le {{date}}.',
  storedSince_other: '{{number}} articles stockés, le plus ancien publié le {{date}}.',
};
