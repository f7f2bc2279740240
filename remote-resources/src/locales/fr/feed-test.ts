import type { TextsIn } from '@mediawatch/shared/ui';

import type { feedTestEn } from '../en/feed-test';

export const feedTestFr: TextsIn<typeof feedTestEn, 'fr'> = {
  regionLabel: 'Résultats du test de flux',
  read_one: '{{url}} : {{format}}, {{number}} élément (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  read_many: '{{url}} : {{format}}, {{number}} d’éléments (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  read_other: '{{url}} : {{format}}, {{number}} éléments (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  readTitled_one: '{{url}} : {{format}} « {{title}} », {{number}} élément (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  readTitled_many: '{{url}} : {{format}} « {{title}} », {{number}} d’éléments (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  readTitled_other: '{{url}} : {{format}} « {{title}} », {{number}} éléments (HTTP {{status}}, {{size}} Kio en {{duration}} ms)',
  failed: '{{url}} : {{error}}',
  unreadable: 'Le flux n’a pas pu être lu',
  itemsOf: 'Éléments de {{url}}',
  title: 'Titre',
  published: 'Publié',
  language: 'Langue',
  tone: 'Tonalité',
  toneUnknown: 'inconnue',
  noDate: 'Sans date',
  more_one: 'et {{number}} autre',
  more_many: 'et {{number}} d’autres',
  more_other: 'et {{number}} autres',
  malformed: 'XML mal formé : voici les éléments qu’un analyseur tolérant a récupérés. {{message}}',
};
