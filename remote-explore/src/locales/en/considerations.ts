/** English: Considerations (/dashboard/considerations), their card on the Daily Report and the reader's note action. */
export const considerationsEn = {
  title: 'Considerations',
  description: 'Editorial considerations: notes flagged for the next daily report, listed by date.',
  notesLink: 'Notes',
  period: 'Period',
  periods: { month: 'The last 30 days and ahead', quarter: 'The last 90 days and ahead', all: 'All' },
  loading: 'Loading the considerations',
  failed: 'Could not load the considerations',
  empty: 'No consideration in this period',
  emptyHint: 'Flag a note as an editorial consideration for a day in Notes.',
  today: 'Today',
  dayReport: 'Daily Report of this day',
  by: 'By {{name}}',
  /** The card on the Daily Report. */
  report: {
    title: 'Editorial considerations',
    none: 'No consideration flagged for this day.',
    loading: 'Loading the considerations',
    failed: 'Could not load the considerations',
    all: 'All considerations',
  },
  /** The reader's card: the notes on the article and the one-step "add a note". */
  reader: {
    title: 'Notes',
    add: 'Add a note',
    addLabel: 'Add a note linked to this article',
    none: 'No note on this article yet.',
    failed: 'Could not create the note: {{message}}',
    loading: 'Loading the notes on this article',
    loadFailed: 'Could not load the notes on this article',
  },
};
