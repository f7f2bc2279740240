import type { TextsIn } from '@mediawatch/shared';

import type { alertsEn } from '../en/alerts';

/** Français : Alertes. */
export const alertsFr: TextsIn<typeof alertsEn, 'fr'> = {
  title: 'Alertes',
  description:
    'Ce qui s’est déclenché, quand et pourquoi : les sujets dotés d’une règle d’alerte (chaque correspondance, pic, seuil) et les sources dont le volume sort de sa bande ou qui se taisent. L’état lu n’appartient qu’à vous.',
  markAllRead: 'Tout marquer comme lu',
  filters: {
    label: 'Filtres des alertes',
    unread: 'Non lues seulement',
    kind: 'Type',
    anyKind: 'Tous les types',
    topic: 'Sujet',
    anyTopic: 'Tous les sujets',
    period: 'Période',
    periods: { all: 'Depuis toujours', day: 'Dernières 24 heures', week: '7 derniers jours', month: '30 derniers jours' },
  },
  list: 'Alertes',
  loading: 'Chargement des alertes…',
  failed: 'Impossible de charger les alertes',
  empty: 'Aucune alerte ne correspond à ces filtres.',
  settings: {
    title: 'Réception',
    description:
      'Dans l’application, la cloche compte ce que vous n’avez pas lu. Par courriel, un récapitulatif regroupe les alertes déclenchées depuis le précédent.',
    digest: 'Récapitulatif par courriel',
    digests: { off: 'Désactivé', hourly: 'Toutes les heures', daily: 'Quotidien' },
    hour: 'Heure du récapitulatif quotidien',
    timeZone: 'Fuseau horaire',
    timeZoneHelp: 'Un fuseau IANA, comme Europe/Paris',
    save: 'Enregistrer les réglages de réception',
    saved: 'Réglages de réception enregistrés',
    failed: 'Impossible de charger les réglages de réception',
  },
  webhooks: {
    title: 'Webhooks',
    description:
      'Chaque alerte des types choisis est envoyée en POST au format JSON compatible Slack, signée : X-Mediawatch-Signature vaut sha256= le HMAC-SHA256 de « horodatage.corps » avec le secret, X-Mediawatch-Timestamp l’horodatage. Les échecs sont réessayés avec un délai croissant.',
    add: 'Ajouter un webhook',
    addTitle: 'Ajouter un webhook',
    editTitle: 'Modifier {{name}}',
    name: 'Nom',
    url: 'URL',
    secret: 'Secret de signature',
    secretHelp: 'Au moins 16 caractères ; conservé sur le serveur, jamais réaffiché',
    secretKeep: 'Laisser vide pour garder le secret actuel',
    kinds: 'Types d’alerte',
    language: 'Langue de ses messages',
    enabled: 'Activé',
    enabledOf: 'Activé : {{name}}',
    edit: 'Modifier {{name}}',
    delete: 'Supprimer {{name}}',
    deleteTitle: 'Supprimer {{name}} ?',
    deleteText: 'Ses envois sont supprimés avec lui.',
    saved: '{{name}} enregistré',
    deleted: '{{name}} supprimé',
    empty: 'Aucun webhook pour l’instant.',
    failed: 'Impossible de charger les webhooks',
    deliveries: 'Derniers envois de {{name}}',
    noDeliveries: 'Rien d’envoyé pour l’instant.',
    columns: { alert: 'Alerte', status: 'État', code: 'HTTP', attempts: 'Tentatives', error: 'Erreur', time: 'Heure' },
    status: { pending: 'En attente', retrying: 'Nouvel essai', delivered: 'Livré', failed: 'Échec' },
  },
};
