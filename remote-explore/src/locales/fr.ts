import { ejournalFr } from './fr/ejournal';
import { explorerFr } from './fr/explorer';
import { historicalEventsFr } from './fr/historical-events';
import { putOnBoardFr } from './fr/put-on-board';
import { mediaScaleFr } from './fr/media-scale';
import { reportFr } from './fr/report';
import { considerationsFr } from './fr/considerations';
import { readerTaskFr } from './fr/reader-task';
import { sourceAnalysisFr } from './fr/source-analysis';
import { pdfsFr } from './fr/pdfs';
import type { TextsIn } from '@mediawatch/shared/ui';

import type { ExploreMessages } from './en';

/** French: the texts of remote-explore's pages. */
export const exploreFr: TextsIn<ExploreMessages, 'fr'> = {
  report: reportFr,
  readerTask: readerTaskFr,
  explorer: explorerFr,
  historicalEvents: historicalEventsFr,
  putOnBoard: putOnBoardFr,
  ejournal: ejournalFr,
  sourceAnalysis: sourceAnalysisFr,
  mediaScale: mediaScaleFr,
  pdfs: pdfsFr,
  pages: {
    ejournal:
      'Des numéros composés par la rédaction : choisissez des articles, rangez-les en rubriques, ajoutez des notes éditoriales et publiez une page épurée, prête à imprimer.',
    pdfArticle:
      'Téléversez des PDF, extrayez leur texte et leurs métadonnées, recherchez-les avec les articles et rattachez-les à des sujets.',
  },
  considerations: considerationsFr,
  tone: {
    positive: '{{value}} positive',
    negative: '{{value}} négative',
    neutral: '{{value}} neutre',
    unknown: 'inconnue',
  },
  reader: {
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
  },
  search: {
    description:
      'Recherchez dans tous les articles enregistrés avec le langage des sujets. Un mot trouve aussi ses autres formes (inondation trouve inondations, storms trouve storm) ; une "expression entre guillemets" et un préfixe* cherchent exactement ce qui est écrit. Les résultats sont classés par pertinence, les mots trouvés surlignés.',
    form: 'Articles',
    query: 'Requête de recherche',
    syntax: { phrase: 'expression exacte', parentheses: 'parenthèses', word: 'mot', name: 'nom' },
    listSeparator: ', ',
    sortBy: 'Trier par',
    relevance: 'Pertinence',
    newest: 'Plus récents d’abord',
    submit: 'Rechercher',
    hint: 'Saisissez une requête, par exemple : énergie AND (réseau OR "coupure de courant") NOT sport',
    failed: 'La recherche a échoué',
    searching: 'Recherche en cours…',
    parseErrorAt: '{{message}} (au caractère {{position}})',
    facets: 'Filtres',
    results: 'Résultats',
    summary_one: '{{total}} résultat en <took>{{took}}</took>',
    summary_many: '{{total}} de résultats en <took>{{took}}</took>',
    summary_other: '{{total}} résultats en <took>{{took}}</took>',
    updating: 'Mise à jour des résultats',
    nothing: 'Aucun résultat pour {{query}}.',
    exportCsv: 'Exporter en CSV',
    exportFailed: 'L’export CSV a échoué : {{message}}',
    nothingWithFacets: 'Aucun résultat pour {{query}} avec ces filtres.',
    days: 'Jours',
    sources: 'Sources',
    languages: 'Langues',
    none: 'Aucun',
    dayCount: '{{day}} : {{total}}',
    dayArticles_one: '{{day}} : {{total}} article',
    dayArticles_many: '{{day}} : {{total}} d’articles',
    dayArticles_other: '{{day}} : {{total}} articles',
    hitTone: 'tonalité {{tone}}',
    storySize_one: '{{total}} article sur cette actualité',
    storySize_many: '{{total}} d’articles sur cette actualité',
    storySize_other: '{{total}} articles sur cette actualité',
  },
};
