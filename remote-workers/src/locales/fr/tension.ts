import type { TextsIn } from '@mediawatch/shared';

import type { TensionMessages } from '../en/tension';

/** Français : Tension. */
export const tensionFr: TextsIn<TensionMessages, 'fr'> = {
  description:
    'La tension de la couverture de chaque sujet et groupe de sources, jour après jour : sa négativité comparée à son propre niveau habituel. Les jours nettement au-dessus sont signalés, avec les articles qui les expliquent.',
  day: 'Jour',
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  today: 'Aujourd’hui',
  timeZone: 'Jours du fuseau {{zone}}',
  updating: 'Mise à jour',
  kind: { topic: 'Sujet', group: 'Groupe de sources' },
  unknownNegativity: 'inconnue',
  overview: {
    title: 'Tous les sujets et groupes de sources le {{day}}',
    description: 'Triés par tension (z) par défaut ; choisissez un nom pour voir sa série.',
    table: 'Tension de chaque sujet et groupe de sources le {{day}}',
    loading: 'Chargement de la tension des sujets et des groupes…',
    failed: 'Impossible de charger la vue d’ensemble de la tension',
    empty: 'Aucun sujet ni groupe de sources pour l’instant',
    emptyHint: 'Ajoutez des sujets (requêtes enregistrées) et des groupes de sources : chacun a son propre indice de tension.',
    columns: { name: 'Nom', kind: 'Type', count: 'Articles', negativity: 'Négativité N', z: 'Tension z', status: 'État' },
    flagged: 'Signalé',
    normal: 'Habituel',
    noBaseline: 'Pas de référence',
    showSeries: 'Voir la série de {{name}}',
    articlesOf: '{{count}} articles de {{name}} le {{day}}',
  },
  series: {
    capped: '{{z}} (tracé au bord ±{{cap}})',
    title: '{{name}} : tension sur {{days}} jours',
    titleLoading: 'Tension dans le temps',
    description:
      'Le z-score quotidien ; la bande grisée couvre ±2σ autour de la référence, et les jours marqués sont signalés ou au-delà du bord ±{{cap}} de l’échelle (leur vrai z dans l’infobulle).',
    span: 'Jours affichés',
    spanValue: '{{count}} jours',
    pick: 'Choisissez un sujet ou un groupe de sources ci-dessus pour voir sa série.',
    failed: 'Impossible de charger la série',
    empty: 'Aucun article sur cette période : pas de tension à tracer.',
    z: 'Tension z',
    band: 'Bande ±2σ',
    threshold: '+2σ : signalé',
    columns: {
      day: 'Jour',
      count: 'Articles',
      negativity: 'Négativité N',
      mean: 'Moyenne de référence μ',
      sd: 'σ de référence',
      z: 'z',
      flagged: 'Signalé',
    },
    yes: 'oui',
  },
  flagged: {
    title: 'Jours signalés',
    description:
      'Les jours dont la négativité dépasse d’au moins 2σ celle des 30 jours précédents, du plus récent au plus ancien, avec leurs articles les plus négatifs.',
    none: 'Aucun jour de cette période ne dépasse 2σ.',
    summary: '{{day}} : z = {{z}}, N = {{negativity}} ({{count}} articles ; habituellement {{mean}} ± {{sd}})',
    loading: 'Chargement des articles…',
    failed: 'Impossible de charger les articles',
    noArticles: 'Aucun article ce jour-là.',
    mostNegative: 'Les articles les plus négatifs',
    seeAll: 'Les {{count}} articles de ce jour',
    tone: 'ton {{tone}}',
  },
  formula: {
    title: 'Comment l’indice est calculé',
    words:
      'Pour chaque sujet ou groupe de sources et chaque jour, la négativité N est la somme, sur les articles du jour, de la négativité de chacun : un article de ton −4 ajoute 4, un article neutre ou positif n’ajoute rien. Plus d’articles, ou des articles plus négatifs, la font monter. Ce jour est comparé aux {{baseline}} jours qui le précèdent : z indique de combien d’écarts types il se situe au-dessus de leur moyenne.',
    mass: 'négativité du jour d',
    baseline:
      'centre et dispersion de N sur les jours d − {{baseline}} … d − 1 : la moyenne et l’écart type, ou, quand au moins la moitié de ces jours valent 0 (série creuse), la médiane et l’écart absolu médian × 1,4826, qu’un pic isolé ne déplace pas',
    floor:
      'la dispersion vaut au moins √μ (comme pour des comptages) et au moins {{min}} : une référence presque vide ne peut pas faire paraître énorme un petit jour',
    score: 'l’indice de tension',
    flag: 'signalé quand z ≥ {{sigma}} et que le jour compte au moins {{count}} articles',
    noSigma:
      'Un jour sans aucun jour de référence avant lui n’a pas de z. L’échelle du graphique s’arrête à ±{{cap}} ; un z au-delà est marqué au bord, sa vraie valeur dans l’infobulle et le tableau.',
    thresholds: 'Période de référence : {{baseline}} jours. Seuil : {{sigma}}σ. Ton : à la manière de GDELT, d’environ −10 à +10.',
    untoned:
      'Un article sans tonalité (langue non analysée) n’ajoute rien à N. Un jour dont aucun article n’a de tonalité n’a ni N ni z, et reste hors de la référence des jours suivants.',
  },
};
