import type { TextsIn } from '@mediawatch/shared/ui';

import type { topicFormEn } from '../en/topic-form';

export const topicFormFr: TextsIn<typeof topicFormEn, 'fr'> = {
  addTitle: 'Ajouter un sujet',
  query: 'Requête',
  queryHelp:
    'Un mot trouve aussi ses autres formes (inondation trouve inondations) ; AND, OR, NOT, "expression exacte", "deux mots"~5, préfixe*, mot^3, (parenthèses), intitle:mot, source:nom, lang:fr',
  alerts: 'Alertes',
  threshold: 'Correspondances sur la fenêtre',
  windowHours: 'Fenêtre (heures)',
  cooldownMinutes: 'Délai de regroupement (minutes)',
  cooldownHelp: 'Les correspondances suivantes rejoignent l’alerte pendant ce délai',
  alertHelp: {
    none: 'Ce sujet ne déclenche jamais d’alerte.',
    every: 'Une alerte par lot de nouvelles correspondances.',
    spike:
      'Les correspondances du jour atteignent au moins {{minCount}}, le niveau habituel sur {{days}} jours + 2σ et le double de ce niveau (le niveau est la moyenne, ou la médiane quand la plupart des jours sont vides ; σ vaut au moins √niveau).',
    threshold: 'Quand les correspondances des dernières heures atteignent le seuil.',
  },
  active: 'Actif (les nouveaux articles sont comparés)',
};
