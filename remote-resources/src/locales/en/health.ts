export const healthEn = {
  ok: 'OK',
  failing: 'Failing',
  paused: 'Paused',
  pending: 'Pending',
  lastAnswer: 'Last answer HTTP {{status}}',
  notFetched: 'Not fetched yet',
  malformed: 'Malformed',
  malformedDetail: 'Not well-formed XML; its items are still read. {{message}}',
};
