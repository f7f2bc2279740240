import type { TextsIn } from '@mediawatch/shared/ui';

import type { considerationsEn } from '../en/considerations';

/** French: Considérations, leur carte du rapport quotidien et l’action « ajouter une note » du lecteur. */
export const considerationsFr: TextsIn<typeof considerationsEn, 'fr'> = {
  title: 'Considérations',
  description: 'Considérations éditoriales : les notes signalées pour le prochain rapport quotidien, classées par date.',
  notesLink: 'Notes',
  period: 'Période',
  periods: { month: 'Les 30 derniers jours et à venir', quarter: 'Les 90 derniers jours et à venir', all: 'Tout' },
  loading: 'Chargement des considérations',
  failed: 'Impossible de charger les considérations',
  empty: 'Aucune considération sur cette période',
  emptyHint: 'Signalez une note comme considération éditoriale pour un jour dans Notes.',
  today: 'Aujourd’hui',
  dayReport: 'Rapport quotidien de ce jour',
  by: 'Par {{name}}',
  report: {
    title: 'Considérations éditoriales',
    none: 'Aucune considération signalée pour ce jour.',
    loading: 'Chargement des considérations',
    failed: 'Impossible de charger les considérations',
    all: 'Toutes les considérations',
  },
  reader: {
    title: 'Notes',
    add: 'Ajouter une note',
    addLabel: 'Ajouter une note liée à cet article',
    none: 'Aucune note sur cet article pour l’instant.',
    failed: 'Impossible de créer la note : {{message}}',
    loading: 'Chargement des notes sur cet article',
    loadFailed: 'Impossible de charger les notes sur cet article',
  },
};
