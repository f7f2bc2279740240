import type { TextsIn } from '@mediawatch/shared';

import type { MediaScaleMessages } from '../en/media-scale';

/** Français : Indice d’audience des médias. */
export const mediaScaleFr: TextsIn<MediaScaleMessages, 'fr'> = {
  description:
    'Toutes les sources classées selon une formule publiée combinant leur audience, leur volume de production, leur reprise par d’autres médias et l’intensité de leur ton, chaque composante étant normalisée par rapport à la plus grande source.',
  period: 'Période',
  periodValue: '{{count}} jours',
  range: 'Du {{from}} au {{to}}',
  updating: 'Mise à jour',
  loading: 'Chargement du classement…',
  failed: 'Impossible de charger le classement',
  empty: 'Aucune source pour l’instant',
  emptyHint: 'Ajoutez des sources sur la page Sources : chacune est classée dès qu’elle publie.',
  components: { reach: 'Audience', volume: 'Volume de production', pickup: 'Reprise', tone: 'Intensité du ton' },
  ranking: {
    title: 'Classement',
    description: 'Trié par score par défaut ; les barres montrent chaque composante normalisée (de 0 à 1).',
    table: 'Sources classées par l’indice d’audience des médias sur {{days}} jours',
    columns: {
      rank: 'Rang',
      name: 'Source',
      score: 'Score',
      reach: 'Audience',
      volume: 'Articles',
      pickup: 'Reprise',
      tone: 'Intensité du ton',
    },
    unknownReach: 'inconnue',
    unknownTone: 'inconnue',
    normalized: 'normalisé {{value}}',
  },
  chart: {
    title: 'Ce qui fait le top {{count}}',
    description: 'Chaque barre est le score d’une source, découpé selon l’apport de chaque composante pondérée.',
    source: 'Source',
    score: 'Score',
  },
  formula: {
    title: 'La formule',
    words:
      'L’indice est une moyenne pondérée de quatre composantes, chacune normalisée entre 0 et 1 par rapport à la plus grande source de la période, multipliée par 100. Des logarithmes atténuent l’audience, le volume et la reprise, qui s’étendent sur plusieurs ordres de grandeur.',
    reach: 'audience mensuelle (inconnue : comptée 0)',
    volume: 'articles publiés sur la période',
    pickup: 'articles d’autres médias sur les sujets qu’elle a publiés en premier (regroupements d’articles)',
    tone: 'ton moyen en valeur absolue de ses articles',
    weights: 'Pondérations',
    share: '{{share}} du score',
    draft: 'Affichage des pondérations en cours de modification, pas encore enregistrées.',
    updated: 'Fixées par {{name}}, {{when}}.',
    updatedAnonymous: 'Fixées {{when}}.',
  },
  weights: {
    title: 'Ajuster les pondérations',
    description:
      'Chaque pondération de 0 à 100 ; seules leurs proportions comptent. L’enregistrement reclasse toutes les périodes pour tout le monde.',
    form: 'Pondérations de l’indice d’audience des médias',
    weightOf: 'Pondération : {{component}}',
    save: 'Enregistrer les pondérations',
    saving: 'Enregistrement…',
    reset: 'Annuler les modifications',
    saved: 'Pondérations enregistrées : le classement est à jour.',
    failed: 'Impossible d’enregistrer les pondérations',
    allZero: 'Au moins une pondération doit être supérieure à 0.',
    invalid: 'Une pondération est un nombre de 0 à 100.',
    readOnly: 'Seul un administrateur peut modifier les pondérations.',
  },
};
