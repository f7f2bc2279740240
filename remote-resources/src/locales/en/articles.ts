export const articlesEn = {
  tableLabel: 'Articles',
  columns: {
    publishedAt: 'Published',
    title: 'Title',
    source: 'Source',
    language: 'Language',
    tone: 'Tone',
    topics: 'Topics',
    fetchedAt: 'Fetched',
    actions: 'Actions',
  },
  /** Tone of an article whose language is not analysed: never 0. */
  toneUnknown: 'unknown',
  cluster_one: 'Story covered by {{number}} article',
  cluster_other: 'Story covered by {{number}} articles',
  /** A date the feed did not give: the fetch time is shown, marked, with why in the tooltip. */
  dateIssue: {
    label: 'No date',
    missing: 'The feed gave no date: this is when the article was fetched.',
    unreadable: 'The feed’s date could not be read: this is when the article was fetched.',
    future: 'The feed’s date was more than a day ahead: this is when the article was fetched.',
    past: 'The feed’s date was before 1990: this is when the article was fetched.',
  },
};
