/** English: the texts of the UI kit's parts (every app's pages use them). */
export const uiEn = {
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  failed: '{{title}}: {{message}}',
  noData: 'No data',
  /** Between the items of a list written inline (a multiple select's choices). */
  listSeparator: ', ',
  chart: {
    showData: 'Show the data',
    hideData: 'Hide the data',
    csv: 'CSV',
    csvLabel: 'Download “{{title}}” as CSV',
    dataOf: 'The data of “{{title}}”',
    loading: 'Loading “{{title}}”…',
  },
  duration: {
    seconds: '{{count}} s',
  },
  table: {
    scrolls: '{{label}}, scrolls sideways',
  },
  pagination: {
    page: 'Go to page {{page}}',
    currentPage: 'page {{page}}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
    rows: '{{from}}–{{to}} of {{total}}',
    rowsMore: '{{from}}–{{to}} of more than {{to}}',
    rowsPerPage: 'Rows per page:',
  },
  alerts: {
    kind: {
      'topic-match': 'Every match',
      'topic-threshold': 'Threshold',
      'topic-spike': 'Spike',
      'source-volume': 'Source volume',
      'source-silent': 'Silent source',
    },
    openArticle: 'Open the article',
    seeArticles: 'See the articles ({{count}})',
    markRead: 'Mark as read',
    markReadOf: 'Mark “{{title}}” as read',
    unread: 'Unread',
  },
  /** Tone (docs/decisions/0038-unknown-tone.md): what every page that shows a tone figure says of the articles it leaves out. */
  tone: {
    untoned_one: '{{total}} article had no tone (language not analysed)',
    untoned_other: '{{total}} articles had no tone (language not analysed)',
  },
};

export type UiMessages = typeof uiEn;
