import type { TextsIn } from '@mediawatch/shared/ui';

import type { topicsEn } from '../en/topics';

export const topicsFr: TextsIn<typeof topicsEn, 'fr'> = {
  openInExplore: 'Ouvrir « {{name}} » dans Explorer : {{query}}',
  description:
    'Des requêtes enregistrées dans le langage des sujets. Chaque nouvel article est comparé à ces requêtes ; les correspondances alimentent l’entrepôt, les rapports et les alertes.',
  tableLabel: 'Sujets',
  add: 'Ajouter un sujet',
  loading: 'Chargement des sujets…',
  loadFailed: 'Impossible de charger les sujets',
  empty: 'Aucun sujet pour l’instant',
  emptyManage: 'Ajoutez un sujet pour suivre une thématique dans toutes les sources.',
  emptyRead: 'Les analystes créent les sujets.',
  columns: {
    query: 'Requête',
    alerts: 'Alertes',
    status: 'Statut',
    matches: 'Correspondances',
  },
  thresholdInWindow_one: '{{number}} correspondance en {{hours}} h',
  thresholdInWindow_many: '{{number}} de correspondances en {{hours}} h',
  thresholdInWindow_other: '{{number}} correspondances en {{hours}} h',
  thresholdUnset: '? correspondances sur une fenêtre',
  active: 'Actif',
  inactive: 'Inactif',
  deleteText: 'Ses correspondances sont supprimées avec lui ; les articles sont conservés.',
  alertPolicies: {
    none: 'Aucune alerte',
    every: 'Chaque nouvelle correspondance',
    spike: 'Pic par rapport à la référence sur 14 jours',
    threshold: 'Les correspondances sur une fenêtre d’heures atteignent un seuil',
  },
};
