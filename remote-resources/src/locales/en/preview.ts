export const previewEn = {
  regionLabel: 'Matching articles',
  heading: 'Preview',
  typeQuery: 'Type a query to preview the articles it matches.',
  checkFailed: 'Could not check the query: {{message}}',
  previewFailed: 'Could not preview the matches: {{message}}',
  noMatch: 'No stored article matches this query yet.',
  matching_one: '{{number}} matching article, newest first:',
  matching_other: '{{number}} matching articles, newest first:',
};
