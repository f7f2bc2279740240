import type { TextsIn } from '@mediawatch/shared/ui';

import type { discoverEn } from '../en/discover';

export const discoverFr: TextsIn<typeof discoverEn, 'fr'> = {
  title: 'Ajouter une source depuis sa page d’accueil',
  address: 'Adresse du site',
  addressHelp: 'La page d’accueil du site, par ex. https://www.example.com',
  find: 'Trouver les flux',
  found: 'Flux de {{site}}',
  none: 'Aucun flux dans cette page ni aux adresses de flux habituelles.',
  pageFailed: 'La page n’a pas pu être lue : {{message}}',
  items_one: '{{format}}, {{number}} élément',
  items_many: '{{format}}, {{number}} d’éléments',
  items_other: '{{format}}, {{number}} éléments',
  latest: 'dernier : {{title}} ({{date}})',
  latestUndated: 'dernier : {{title}}',
  common: 'trouvé à une adresse de flux habituelle',
  malformed: 'XML mal formé, lu quand même',
  continue_one: 'Ajouter une source avec {{number}} flux',
  continue_many: 'Ajouter une source avec {{number}} de flux',
  continue_other: 'Ajouter une source avec {{number}} flux',
};
