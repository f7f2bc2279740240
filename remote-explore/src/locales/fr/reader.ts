import type { TextsIn } from '@mediawatch/shared/ui';

import type { readerEn } from '../en/reader';

export const readerFr: TextsIn<typeof readerEn, 'fr'> = {
  title: 'Lecture',
  loading: 'Chargement de l’article…',
  failed: 'Impossible de charger l’article',
  notFoundTitle: 'Article introuvable',
  notFound: 'Cet article n’existe pas, ou il a été supprimé avec sa source ou par la politique de rétention.',
  searchArticles: 'Rechercher des articles',
  byline: 'Par {{author}}',
  language: 'Langue : {{language}}',
  tone: 'Tonalité : {{tone}}',
  fullText: 'Texte intégral tiré de la page de l’article',
  feedText: 'Texte issu du flux',
  readOriginal: 'Lire l’original sur {{source}}',
  dateIssue: {
    label: 'Pas de date du flux',
    fetched: 'Récupéré le {{date}}',
    missing: 'Le flux ne donne pas de date pour cet article : il est daté et classé à l’heure où il a été récupéré.',
    unreadable: 'La date du flux « {{text}} » est illisible : l’article est daté et classé à l’heure où il a été récupéré.',
    future:
      'Le flux date cet article du « {{text}} », plus d’un jour dans le futur : il est daté et classé à l’heure où il a été récupéré.',
    past: 'Le flux a daté cet article « {{text}} », avant 1990, ce qu’aucun article du web ne peut être : il est daté et classé à l’heure où il a été récupéré.',
  },
  originalUrl: 'Le lien du flux, avec ses paramètres de suivi : {{url}}',
  topics: 'Sujets',
  noTopics: 'Aucun sujet ne correspond à cet article.',
  cluster: 'La même actualité ailleurs',
  noCluster: 'Aucun autre média n’a encore couvert cette actualité.',
};
