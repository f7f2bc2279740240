import type { TextsIn } from '@mediawatch/shared';

import type { EntityMessages } from '../en/entity';

/** Français : une personne, une organisation ou un lieu. */
export const entityFr: TextsIn<EntityMessages, 'fr'> = {
  titleUnknown: 'Personne, organisation ou lieu',
  description: 'À quelle fréquence l’actualité le nomme, sur quel ton, dans quelles sources et aux côtés de qui.',
  kinds: { person: 'Personne', org: 'Organisation', place: 'Lieu' },
  loading: 'Chargement…',
  failed: 'Impossible de charger cette page',
  notFoundTitle: 'Introuvable',
  notFound: 'Aucune personne, organisation ou lieu ne porte ce numéro. Il a peut-être été fusionné ou supprimé.',
  backToExplore: 'Retour à Explorer',
  searchArticles: 'Rechercher ses articles',
  window: 'Période',
  windowDays_one: '{{days}} jour',
  windowDays_many: '{{days}} jours',
  windowDays_other: '{{days}} jours',
  facts: {
    title: 'Fiche',
    kind: 'Type',
    country: 'Pays',
    coordinates: 'Coordonnées',
    firstSeen: 'Première mention',
    lastSeen: 'Dernière mention',
    never: 'dans aucun article conservé',
  },
  kpi: {
    articles: 'Articles',
    perDay: '{{mean}} par jour en moyenne',
    tone: 'Tonalité moyenne',
    allToned: 'Tous les articles avaient une tonalité',
    sources: 'Sources',
    sourcesDetail: 'qui l’ont nommé sur la période',
  },
  attention: {
    title: 'Attention dans le temps',
    description: 'Articles par jour qui le nomment, dans votre fuseau horaire ({{tz}}).',
    day: 'Jour',
    articles: 'Articles',
    empty: 'Aucun article ne l’a nommé sur ces jours.',
  },
  tone: {
    title: 'Tonalité dans le temps',
    description:
      'La tonalité moyenne des articles de chaque jour qui en ont une. Un article dans une langue qu’aucun lexique ne lit n’a pas de tonalité : il est compté à part, jamais comme 0.',
    day: 'Jour',
    mean: 'Tonalité moyenne',
    untoned: 'Sans tonalité',
    empty: 'Aucun de ses articles de ces jours n’a de tonalité.',
  },
  sources: {
    title: 'Les sources qui le nomment le plus',
    source: 'Source',
    articles: 'Articles',
    share: 'Part de ses articles',
    empty: 'Aucune source ne l’a nommé sur ces jours.',
  },
  coMentions: {
    title: 'Nommés avec lui',
    description: 'Les personnes, organisations et lieux nommés le plus souvent dans les mêmes articles.',
    sampled: 'Compté sur {{sampled}} de ses {{total}} articles, échantillonnés uniformément.',
    name: 'Nom',
    kind: 'Type',
    articles: 'Articles',
    share: 'Part',
    empty: 'Rien d’autre n’a été nommé dans ses articles de ces jours.',
  },
  articles: {
    title: 'Ses articles',
    description: 'Du plus récent au plus ancien ; chacun s’ouvre dans le lecteur.',
    headline: 'Titre',
    source: 'Source',
    published: 'Publié',
    tone: 'Tonalité',
    empty: 'Aucun article ne l’a nommé sur ces jours.',
  },
};
