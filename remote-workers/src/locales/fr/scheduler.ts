import type { TextsIn } from '@mediawatch/shared/ui';

import type { schedulerEn } from '../en/scheduler';

/** French: Planificateur (/dashboard/scheduler). */
export const schedulerFr: TextsIn<typeof schedulerEn, 'fr'> = {
  description:
    'Les tâches planifiées : relève des flux, nettoyage de rétention, maintenance des agrégats, rapport quotidien et propositions d’événements historiques, avec leur cron, dernière et prochaine exécution.',
  table: 'Tâches planifiées',
  loading: 'Chargement des tâches planifiées',
  failed: 'Impossible de charger les tâches planifiées',
  empty: 'Aucune tâche planifiée.',
  readOnly: 'Seul un administrateur peut lancer, activer ou modifier les tâches.',
  columns: {
    job: 'Tâche',
    schedule: 'Planification',
    lastRun: 'Dernière exécution',
    nextRun: 'Prochaine exécution',
    duration: 'Durée',
    status: 'État',
    enabled: 'Active',
    actions: 'Actions',
  },
  status: { idle: 'Jamais lancée', running: 'En cours', ok: 'OK', error: 'Échec' },
  disabled: 'Désactivée',
  zone: 'Fuseau : {{zone}}',
  runNow: 'Lancer {{name}} maintenant',
  runNowShort: 'Lancer',
  edit: 'Modifier la planification de {{name}}',
  editShort: 'Modifier',
  enable: 'Activer {{name}}',
  started: '{{name}} lancée',
  enabledNotice: '{{name}} activée',
  disabledNotice: '{{name}} désactivée',
  saved: 'Planification de {{name}} enregistrée',
  dialog: {
    title: 'Planification de {{name}}',
    cron: 'Expression cron',
    cronHelp: 'Minute heure jour mois jour-de-semaine (un sixième champ en tête pour les secondes)',
    timeZone: 'Fuseau horaire',
    preview: 'Cinq prochaines exécutions, dans votre fuseau',
    checking: 'Vérification…',
    invalid: 'Invalide : {{message}}',
    cancel: 'Annuler',
    save: 'Enregistrer',
  },
};
