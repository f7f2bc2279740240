import type { TextsIn } from '@mediawatch/shared';

import type { UiMessages } from './en';

export const uiFr: TextsIn<UiMessages, 'fr'> = {
  retry: 'Réessayer',
  cancel: 'Annuler',
  close: 'Fermer',
  save: 'Enregistrer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  failed: '{{title}} : {{message}}',
  noData: 'Aucune donnée',
  listSeparator: ', ',
  chart: {
    showData: 'Afficher les données',
    hideData: 'Masquer les données',
    csv: 'CSV',
    csvLabel: 'Télécharger « {{title}} » en CSV',
    dataOf: 'Les données de « {{title}} »',
    loading: 'Chargement de « {{title}} »…',
  },
  duration: {
    seconds: '{{count}} s',
  },
  table: {
    scrolls: '{{label}}, défile horizontalement',
  },
  pagination: {
    page: 'Aller à la page {{page}}',
    currentPage: 'page {{page}}',
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
    rows: '{{from}}–{{to}} sur {{total}}',
    rowsMore: '{{from}}–{{to}} sur plus de {{to}}',
    rowsPerPage: 'Lignes par page :',
  },
  alerts: {
    kind: {
      'topic-match': 'Chaque correspondance',
      'topic-threshold': 'Seuil',
      'topic-spike': 'Pic',
      'source-volume': 'Volume de la source',
      'source-silent': 'Source silencieuse',
    },
    openArticle: 'Ouvrir l’article',
    seeArticles: 'Voir les articles ({{count}})',
    markRead: 'Marquer comme lu',
    markReadOf: 'Marquer « {{title}} » comme lu',
    unread: 'Non lu',
  },
  tone: {
    untoned_one: '{{total}} article sans tonalité (langue non analysée)',
    untoned_many: '{{total}} d’articles sans tonalité (langue non analysée)',
    untoned_other: '{{total}} articles sans tonalité (langue non analysée)',
  },
};
