import type { TextsIn } from '@mediawatch/shared/ui';

import type { opmlReportEn } from '../en/opml-report';

export const opmlReportFr: TextsIn<typeof opmlReportEn, 'fr'> = {
  title: 'Import OPML',
  tableLabel: 'Flux du fichier OPML',
  feed: 'Flux',
  outcome: 'Résultat',
  found: 'Contenu du flux',
  created: 'Source créée',
  known: 'Déjà une source',
  refused: 'Non importé : les flux ne sont lus qu’à des adresses publiques d’Internet (un administrateur peut autoriser un hôte)',
  invalid: 'Non importé : {{reason}}',
  notChecked: 'Pas encore lu : le collecteur le lit dans les minutes qui viennent',
  holds_one: '{{format}}, {{number}} élément',
  holds_many: '{{format}}, {{number}} d’éléments',
  holds_other: '{{format}}, {{number}} éléments',
  latest: 'dernier : {{title}}',
  close: 'Fermer',
};
