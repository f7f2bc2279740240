import type { TextsIn } from '@mediawatch/shared';

import type { LiveMessages } from '../en/live';

/** Français : Événements en temps réel et Veille. */
export const liveFr: TextsIn<LiveMessages, 'fr'> = {
  status: {
    label: 'Connexion',
    connecting: 'Connexion au flux en direct…',
    live: 'En direct',
    paused: 'En pause',
    reconnecting: 'Connexion perdue : reconnexion…',
    failed: 'Déconnecté : reconnectez-vous pour suivre le flux',
  },
  pause: 'Pause',
  resume: 'Reprendre',
  pending_one: '{{count}} nouveau : afficher',
  pending_many: '{{count}} nouveaux : afficher',
  pending_other: '{{count}} nouveaux : afficher',
  event: {
    alert: 'Alerte',
    article: 'Article',
    tone: 'ton {{tone}}',
    toneUnknown: 'ton inconnu',
    topics: 'Sujets',
    publishedBy: '{{source}}, {{when}}',
  },
  realTimeEvents: {
    description:
      'Les nouveaux articles et alertes dès leur arrivée, les plus récents en premier. Filtrez par sujet, groupe de sources et langue ; mettez en pause pour lire.',
    filters: 'Filtres',
    topic: 'Sujets',
    group: 'Groupes de sources',
    language: 'Langues',
    type: 'Afficher',
    types: { all: 'Articles et alertes', article: 'Articles', alert: 'Alertes' },
    clear: 'Effacer les filtres',
    list: 'Événements en direct',
    waiting: 'En attente de nouveaux articles et alertes…',
    waitingFiltered: 'Rien ne correspond encore à ces filtres ; les nouveaux éléments apparaîtront ici.',
    loadingOptions: 'Chargement des sujets et des groupes…',
  },
  monitor: {
    description:
      'Votre liste de veille : une colonne en direct par sujet, avec ses articles les plus récents. Ajoutez, retirez et réordonnez les colonnes ; elles sont enregistrées pour vous.',
    add: 'Ajouter une colonne',
    addTopic: 'Sujet',
    addButton: 'Ajouter',
    allAdded: 'Chaque sujet a sa colonne',
    noTopics: 'Aucun sujet pour l’instant : créez-en un sur la page Sujets.',
    empty: 'Aucune colonne pour l’instant : ajoutez un sujet pour le suivre en direct.',
    loading: 'Chargement de votre liste de veille…',
    failed: 'Impossible de charger votre liste de veille',
    saveFailed: 'Impossible d’enregistrer votre liste de veille',
    columns: 'Colonnes de veille',
    query: 'Requête : {{query}}',
    moveLeft: 'Déplacer {{name}} vers la gauche',
    moveRight: 'Déplacer {{name}} vers la droite',
    remove: 'Retirer la colonne {{name}}',
    articles: 'Articles les plus récents de {{name}}',
    noArticles: 'Aucun article pour l’instant',
    articlesFailed: 'Impossible de charger les articles',
    loadingArticles: 'Chargement des articles…',
    newBadge: 'Nouveau',
    alert: {
      none: 'Aucune alerte',
      every: 'Chaque correspondance',
      spike: 'Pic',
      threshold: 'Seuil',
      quiet: '{{policy}} : calme aujourd’hui',
      fired: '{{policy}} : déclenchée {{time}}, {{count}} articles',
    },
  },
};
