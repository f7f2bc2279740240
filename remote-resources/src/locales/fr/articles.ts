import type { TextsIn } from '@mediawatch/shared/ui';

import type { articlesEn } from '../en/articles';

export const articlesFr: TextsIn<typeof articlesEn, 'fr'> = {
  tableLabel: 'Articles',
  columns: {
    publishedAt: 'Publié',
    title: 'Titre',
    source: 'Source',
    language: 'Langue',
    tone: 'Tonalité',
    topics: 'Sujets',
    fetchedAt: 'Collecté',
    actions: 'Actions',
  },
  toneUnknown: 'inconnue',
  cluster_one: 'Information reprise par {{number}} article',
  cluster_many: 'Information reprise par {{number}} d’articles',
  cluster_other: 'Information reprise par {{number}} articles',
  dateIssue: {
    label: 'Sans date',
    missing: 'Le flux ne donne pas de date : voici l’heure de récupération de l’article.',
    unreadable: 'La date du flux est illisible : voici l’heure de récupération de l’article.',
    future: 'La date du flux était à plus d’un jour dans le futur : voici l’heure de récupération de l’article.',
    past: 'La date du flux était antérieure à 1990 : voici l’heure de récupération de l’article.',
  },
};
