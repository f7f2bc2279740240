import type { TextsIn } from '@mediawatch/shared/ui';

import type { schedulerEn } from '../en/scheduler';

/** French: Planificateur (/dashboard/scheduler). */
export const schedulerFr: TextsIn<typeof schedulerEn, 'fr'> = {
  description:
    'Les tâches planifiées : relève des flux, nettoyage de rétention, maintenance des agrégats, rapport quotidien, propositions d’événements historiques, alertes sur les sources et résumés d’alertes, avec leur cron, dernière et prochaine exécution.',
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
  /** What each product job does (a job the texts do not know shows the API's description). */
  jobs: {
    'feed-polling': 'Met en file la relève de chaque source dont le prochain passage est dû',
    'retention-cleanup': 'Supprime les articles publiés avant la fenêtre de rétention',
    'rollup-maintenance': 'Rafraîchit les statistiques des agrégats d’analyse et les vérifie avec les articles des deux derniers jours',
    'daily-report': 'Produit le PDF du rapport quotidien de la veille dans le dossier de données (reports/)',
    'historical-events-proposal':
      'Propose un événement historique pour chaque sujet dont la journée dépasse sa bande de 28 jours (hier et aujourd’hui)',
    'alert-source-evaluation': 'Alerte sur les sources dont les 7 derniers jours sortent de leur bande de 28 jours ou qui se sont tues',
    'alert-digests': 'Envoie à chaque utilisateur son résumé d’alertes quand il est dû (toutes les heures, ou chaque jour à son heure)',
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
