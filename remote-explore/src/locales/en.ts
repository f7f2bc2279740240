import { ejournalEn } from './en/ejournal';
import { explorerEn } from './en/explorer';
import { historicalEventsEn } from './en/historical-events';
import { putOnBoardEn } from './en/put-on-board';
import { mediaScaleEn } from './en/media-scale';
import { reportEn } from './en/report';
import { considerationsEn } from './en/considerations';
import { readerTaskEn } from './en/reader-task';
import { sourceAnalysisEn } from './en/source-analysis';
import { pdfsEn } from './en/pdfs';

/** English: the texts of remote-explore's pages; the reference shape. */
export const exploreEn = {
  report: reportEn,
  readerTask: readerTaskEn,
  explorer: explorerEn,
  historicalEvents: historicalEventsEn,
  putOnBoard: putOnBoardEn,
  ejournal: ejournalEn,
  sourceAnalysis: sourceAnalysisEn,
  mediaScale: mediaScaleEn,
  pdfs: pdfsEn,
  /** Pages still to be built: the sentence under their title. */
  pages: {
    ejournal: 'Curated issues: pick articles, order them into sections, add editorial notes and publish a clean page that prints.',
    pdfArticle: 'Upload PDFs, extract their text and metadata, search them together with articles and tag them to topics.',
  },
  considerations: considerationsEn,
  /** GDELT-style tone in words ({{value}} is signed: "+2.5"). */
  tone: {
    positive: '{{value}} positive',
    negative: '{{value}} negative',
    neutral: '{{value}} neutral',
  },
  reader: {
    title: 'Reader',
    loading: 'Loading the article…',
    failed: 'Could not load the article',
    notFoundTitle: 'Article not found',
    notFound: 'This article does not exist, or it has been deleted with its source or by the retention policy.',
    searchArticles: 'Search articles',
    byline: 'By {{author}}',
    language: 'Language: {{language}}',
    tone: 'Tone: {{tone}}',
    fullText: 'Full text from the article page',
    feedText: 'Text from the feed',
    readOriginal: 'Read the original on {{source}}',
    /** When the feed's date was not used (`dateIssue`): a mark, the fetch time shown instead, and why. */
    dateIssue: {
      label: 'No date from the feed',
      fetched: 'Fetched {{date}}',
      missing: 'The feed gave no date for this article, so it is dated and ordered by the time it was fetched.',
      unreadable: 'The feed’s date “{{text}}” could not be read, so the article is dated and ordered by the time it was fetched.',
      future: 'The feed dated this article “{{text}}”, more than a day ahead, so it is dated and ordered by the time it was fetched.',
    },
    originalUrl: 'The feed’s link, with its tracking parameters: {{url}}',
    topics: 'Topics',
    noTopics: 'No topic matches this article.',
    cluster: 'Same story elsewhere',
    noCluster: 'No other outlet has covered this story yet.',
  },
  search: {
    description:
      'Search every stored article with the topic language. Results are ranked by relevance, with the matching words highlighted.',
    form: 'Articles',
    query: 'Search query',
    /** The syntax help under the box: AND, OR, NOT, "exact phrase", (parentheses), intitle:word, source:name, lang:fr. */
    syntax: { phrase: 'exact phrase', parentheses: 'parentheses', word: 'word', name: 'name' },
    listSeparator: ', ',
    sortBy: 'Sort by',
    relevance: 'Relevance',
    newest: 'Newest first',
    submit: 'Search',
    hint: 'Type a query, for example: energy AND (grid OR "power cut") NOT sport',
    failed: 'The search failed',
    searching: 'Searching…',
    parseErrorAt: '{{message}} (at character {{position}})',
    facets: 'Facets',
    results: 'Results',
    /** <took> isolates the duration: its Latin unit stays after the number right to left. */
    summary_one: '{{total}} result in <took>{{took}}</took>',
    summary_other: '{{total}} results in <took>{{took}}</took>',
    updating: 'Updating results',
    nothing: 'Nothing matches {{query}}.',
    nothingWithFacets: 'Nothing matches {{query}} with these facets.',
    days: 'Days',
    sources: 'Sources',
    languages: 'Languages',
    none: 'None',
    dayCount: '{{day}}: {{total}}',
    dayArticles_one: '{{day}}: {{total}} article',
    dayArticles_other: '{{day}}: {{total}} articles',
    hitTone: 'tone {{tone}}',
    storySize_one: '{{total}} article on this story',
    storySize_other: '{{total}} articles on this story',
  },
};

export type ExploreMessages = typeof exploreEn;
