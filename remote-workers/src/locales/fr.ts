import type { TextsIn } from '@mediawatch/shared/ui';

import { liveFr } from './fr/live';
import { pipelineFr } from './fr/pipeline';
import { schedulerFr } from './fr/scheduler';
import { notesFr } from './fr/notes';
import { tasksFr } from './fr/tasks';
import { alertsFr } from './fr/alerts';
import { tensionFr } from './fr/tension';
import { thinkboardFr } from './fr/thinkboard';

import type { WorkersMessages } from './en';

/** French: the texts of remote-workers' pages. */
export const workersFr: TextsIn<WorkersMessages, 'fr'> = {
  tension: tensionFr,
  alerts: alertsFr,
  pipeline: pipelineFr,
  live: liveFr,
  scheduler: schedulerFr,
  notes: notesFr,
  tasks: tasksFr,
  thinkboard: thinkboardFr,
  worker: {
    description:
      'Le collecteur en direct : l’état de chaque flux et sa prochaine collecte, les actions possibles et toutes les collectes récentes.',
    status: {
      label: 'État du collecteur',
      failed: 'Impossible de charger l’état du collecteur',
      worker: 'Collecteur',
      running: 'En marche',
      stopped: 'Arrêté',
      queued: 'Collectes en file d’attente',
      active: 'Collectes en cours',
      sourcesDue: 'Sources à collecter',
      sourcesFailing: 'Sources en échec',
      perHost: 'Limite par hôte',
      perHostValue_one: '{{value}} à la fois',
      perHostValue_many: '{{value}} à la fois',
      perHostValue_other: '{{value}} à la fois',
    },
    health: {
      title: 'État des flux',
      loading: 'Chargement des sources…',
      failed: 'Impossible de charger les sources',
      empty: 'Aucune source pour l’instant : ajoutez-en depuis la page Sources.',
      columns: {
        source: 'Source',
        health: 'État',
        lastAttempt: 'Dernière tentative',
        lastResult: 'Dernier résultat',
        failures: 'Échecs',
        nextPoll: 'Prochaine collecte',
        actions: 'Actions',
      },
      state: { ok: 'OK', failing: 'En échec', paused: 'En pause', pending: 'En attente' },
      conditionalGet: 'GET conditionnel',
      never: 'Jamais',
      notScheduled: 'Non planifiée',
      paused: 'En pause',
      notFetched: 'Pas encore collectée',
      notModified: '304 Non modifié',
      httpStatus: 'HTTP {{status}}',
      ok: 'OK',
      newArticle: 'nouvel article {{when}}',
      noNewArticle: 'aucun nouvel article pour l’instant',
      result: '{{status}}, {{fresh}}',
      actionsFor: 'Actions pour {{name}}',
    },
    actions: {
      fetch: 'Collecter maintenant',
      pause: 'Suspendre',
      resume: 'Reprendre',
      resetErrors: 'Réinitialiser les erreurs',
      runs: 'Collectes',
    },
    done: {
      fetch: 'Collecte de la source {{name}} mise en file d’attente',
      pause: 'Source {{name}} mise en pause',
      resume: 'Source {{name}} réactivée',
      resetErrors: 'Erreurs de la source {{name}} réinitialisées ; elle est à collecter dès maintenant',
    },
    runs: {
      title: 'Collectes récentes',
      titleOf: 'Collectes de la source {{name}}',
      table: 'Collectes',
      allSources: 'Toutes les sources',
      result: 'Résultat',
      anyResult: 'Tous les résultats',
      loading: 'Chargement des collectes…',
      failed: 'Impossible de charger les collectes',
      empty: 'Aucune collecte pour l’instant.',
      emptyFiltered: 'Aucune collecte ne correspond à ce filtre.',
      columns: {
        started: 'Début',
        source: 'Source',
        trigger: 'Déclencheur',
        result: 'Résultat',
        time: 'Durée',
        size: 'Taille',
        found: 'Trouvés',
        new: 'Nouveaux',
        duplicates: 'Doublons',
        dropped: 'Rejetés',
      },
      status: { ok: 'OK', not_modified: 'Non modifié', error: 'Erreur' },
      statusCode: '{{status}} · {{code}}',
      trigger: { schedule: 'Planification', manual: 'Collecte manuelle', created: 'Source ajoutée', updated: 'Source modifiée' },
    },
  },
};
