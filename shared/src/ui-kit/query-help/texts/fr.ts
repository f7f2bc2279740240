import type { TextsIn } from '@mediawatch/shared';

import type { QueryHelpMessages } from './en';

export const queryHelpFr: TextsIn<QueryHelpMessages, 'fr'> = {
  toggle: 'Syntaxe des requêtes',
  title: 'Le langage des requêtes',
  rows: {
    word: { example: 'inondation', text: 'Un mot, avec ses autres formes : inondation trouve aussi inondations.' },
    phrase: { example: '"taux d’intérêt"', text: 'Une expression exacte : les mots tels qu’écrits, côte à côte.' },
    boolean: {
      example: 'énergie AND (réseau OR "panne de courant") NOT sport',
      text: 'AND (ou une espace), OR, NOT (ou un - devant) et les parenthèses.',
    },
    near: {
      example: '"sommet sanctions"~5',
      text: 'Proximité : les deux mots tels qu’écrits, séparés de 5 mots au plus, dans un ordre ou dans l’autre (0 à {{nearMax}}).',
    },
    prefix: {
      example: 'clim*',
      text: 'Préfixe : tous les mots qui commencent ainsi (climat, climatique) ; au moins {{min}} lettres avant l’*.',
    },
    title: { example: 'title:tempête', text: 'Dans le titre seulement (intitle: dit la même chose).' },
    boost: {
      example: 'tempête^3 inondation',
      text: 'Pondération : un mot compte 3 fois dans le classement (1 à {{boostMax}}) ; ce qui correspond ne change pas.',
    },
    fields: { example: 'source:"Le Monde" lang:fr', text: 'Une source par son nom ; une langue par son code à deux lettres.' },
    entities: {
      example: 'person:macron country:UA',
      text: 'Les articles qui citent une personne, une organisation (org:) ou un lieu (place:) sous l’un de ses noms, ou un lieu d’un pays par son code à deux lettres.',
    },
  },
  ranking:
    'Classement par pertinence : les articles dont le titre contient un mot de la requête d’abord, puis ceux où les mots sont les plus fréquents.',
};
