// The workbench actions' texts (namespace `workbench`): what the reader and
// the warehouse say when an article goes into an e-journal issue.
export const workbenchEn = {
  ejournal: {
    button: 'Add to e-journal',
    buttonFor: 'Add “{{title}}” to an e-journal issue',
    title: 'Add this article to an e-journal issue',
    issue: 'Draft issue',
    newIssue: 'A new issue…',
    newTitle: 'Title of the new issue',
    defaultSection: 'Articles',
    submit: 'Add to the issue',
    done: 'Added to “{{title}}”.',
    already: 'Already in “{{title}}”.',
    open: 'Open the issue',
  },
  undo: {
    undo: 'Undo',
    close: 'Delete now',
  },
};

export type WorkbenchMessages = typeof workbenchEn;
