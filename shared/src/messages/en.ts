// ----------------------------------------------------------------------
// The server's words as codes (docs/decisions/0040-server-texts-as-codes.md):
// every message the API sends for people to read (alerts, fetch and parse
// errors, query syntax errors, scheduler results, task columns, digests) is a
// code with parameters, `{ code: 'alert.sourceSilent', params: { source } }`.
// A code is a path in these texts; the English ones are the reference shape
// (fr.ts and ar.ts are typed from them) and what the server logs and mails in
// English. A new kind of error is one entry here (and its French and Arabic,
// which the type checker asks for). Plurals take i18next's suffixes on a
// `count` parameter.

export const messagesEn = {
  alert: {
    topicMatch: 'New matches for {{topic}}',
    topicThreshold: '{{topic}} reached {{threshold}} articles in {{hours}} h',
    topicSpike: '{{topic}} is spiking',
    sourceVolumeAbove: '{{source}} publishes far more than usual',
    sourceVolumeBelow: '{{source}} publishes far less than usual',
    sourceSilent: '{{source}} has gone silent',
  },
  alertReason: {
    topicMatch_one: '{{count}} new matching article',
    topicMatch_other: '{{count}} new matching articles',
    topicThreshold: 'Matches in the last {{hours}} h: {{count}} (threshold {{threshold}})',
    topicSpike:
      'Today: {{today}} articles; usual level over 14 days {{mean}} (spread σ {{sigma}}, at least √level); a spike needs {{needed}}',
    sourceVolume: 'Last 7 days: {{recent}} a day, outside its 28-day band {{low}} to {{high}}',
    sourceSilent: 'Nothing published for {{hours}} h; it usually publishes every {{gap}} h',
  },
  feed: {
    tooDeep: 'The feed nests elements more than {{maxDepth}} deep: it is refused (no real feed does)',
    timeBudget: 'Reading the feed took longer than its budget of {{seconds}} s: it was stopped',
    memoryBudget: 'Reading the feed needed more than its memory budget of {{mb}} MB: it was stopped',
    tooManyItems: 'The feed carries {{total}} items: the newest {{read}} were read, {{skipped}} left out',
  },
  fetch: {
    notAllowed:
      'This address is not allowed: feeds are fetched from public internet addresses only (an administrator can allow a host with MEDIAWATCH_FETCH_ALLOW_HOSTS)',
    dnsFailed: 'The host name could not be resolved',
    tlsFailed: 'The secure connection failed (certificate or TLS error)',
    connectFailed: 'Could not connect to the server, or it closed the connection',
    unsupportedScheme: 'Unsupported URL scheme {{scheme}}',
    timedOut: 'Timed out after {{seconds}} s',
    bodyTooLarge: 'Body too large: {{bytes}} bytes (limit {{limit}})',
    bodyTooLargeStreamed: 'Body too large: more than {{limit}} bytes',
    tooManyRedirects: 'Too many redirects (more than {{max}})',
    failed: 'Fetch failed: {{detail}}',
    notFound: 'Feed not found (HTTP 404): check the feed URL',
    pageNotFound: 'Page not found (HTTP 404)',
    gone: 'Feed is gone for good (HTTP 410): the publisher removed it',
    refused: 'The server refused access (HTTP {{status}})',
    rateLimited: 'Rate-limited by the server (HTTP 429)',
    serverError: 'Server error (HTTP {{status}})',
    unexpectedStatus: 'Unexpected answer (HTTP {{status}})',
    retryAfter: '{{error}}; retry after {{seconds}} s',
    storeFailed: 'Storing the items failed; they are read again at the next fetch ({{detail}})',
    malformed: 'Malformed feed, items recovered: {{detail}}',
  },
  parse: {
    invalidJson: 'Not a valid JSON Feed: {{detail}}',
    notJsonFeed: 'Not a JSON Feed: no "version" of https://jsonfeed.org/version/1.x or no "items" list',
    notXmlOrJson: 'Not a feed: the body is neither XML nor JSON',
    htmlPage: 'Not a feed: the server sent an HTML page (is the feed URL right?)',
    malformed: 'Not a feed: {{detail}}',
    otherRoot: 'Not a feed: the document is <{{root}}>, not RSS, RDF or Atom',
    empty: 'Not a feed: no title and no items could be read',
    failed: 'Could not parse the feed: {{detail}}',
  },
  xml: {
    unclosedTag: 'The tag <{{tag}}> is never closed (line {{line}}, column {{column}})',
    closingNotOpened: 'The closing tag </{{tag}}> has no opening tag (line {{line}}, column {{column}})',
    closingMismatch: 'The closing tag </{{tag}}> comes where </{{expected}}> was expected (line {{line}}, column {{column}})',
    unexpectedChar: 'The character “{{char}}” is not allowed here (line {{line}}, column {{column}})',
    attribute: 'The attribute “{{attribute}}” is not well written (line {{line}}, column {{column}})',
    multipleRoots: 'The document has more than one root element (line {{line}}, column {{column}})',
    extraText: 'There is text after the end of the document (line {{line}}, column {{column}})',
    invalidTag: 'A tag is not well written (line {{line}}, column {{column}})',
    invalid: 'The document is not well-formed XML (line {{line}}, column {{column}})',
  },
  validation: {
    required: '{{field}}: a value is required',
    wrongType: '{{field}}: this kind of value is not accepted here',
    tooShort: '{{field}}: the length must be at least {{min}} characters',
    tooLong: '{{field}}: the length must be at most {{max}} characters',
    tooSmall: '{{field}}: the value must be at least {{min}}',
    tooBig: '{{field}}: the value must be at most {{max}}',
    tooFew: '{{field}}: at least {{min}} items are needed',
    tooMany: '{{field}}: at most {{max}} items are allowed',
    email: '{{field}}: not a valid e-mail address',
    url: '{{field}}: not a valid web address',
    id: '{{field}}: not a valid id',
    date: '{{field}}: not a valid date',
    format: '{{field}}: the value is not in the expected format',
    oneOf: '{{field}}: the value must be one of {{options}}',
    unknownField: '{{field}}: unknown field',
    invalid: '{{field}}: the value is not accepted',
    bodyRequired: 'The request needs a body',
    inputRequired: 'The request needs its {{part}}',
  },
  query: {
    invalid: '{{field}}: {{error}}',
    unknownField: 'Unknown field "{{field}}:" at position {{position}}; use intitle: (or title:), source: or lang:',
    fieldNeedsValue: '"{{field}}" at position {{position}} needs a value right after the colon',
    unclosedQuote: 'Unclosed quote at position {{position}}',
    empty: 'The query is empty',
    closeWithoutOpen: 'Unexpected ")" at position {{position}}: no "(" opens it',
    unexpectedInput: 'Unexpected input at position {{position}}',
    operandMissingBefore:
      '{{operator}} at position {{position}} needs a term after it (found nothing before "{{next}}" at position {{nextPosition}})',
    operandMissingAtEnd: '{{operator}} at position {{position}} needs a term after it (found nothing at the end)',
    operandMissingFirst: '{{operator}} at position {{position}} needs a term before it',
    endsEarly: 'The query ends where a term was expected',
    emptyParentheses: 'Empty parentheses at position {{position}}',
    unclosedParenthesis: 'The "(" at position {{position}} is never closed',
    unexpectedClose: 'Unexpected ")" at position {{position}}',
    unexpectedOperator: 'Unexpected {{operator}} at position {{position}}',
    sourceNeedsName: 'source: at position {{position}} needs a source name',
    langNeedsCode: 'lang: at position {{position}} needs a two-letter language code such as en (got "{{value}}")',
    tooManyTerms: 'The query has {{terms}} terms; the limit is {{max}}',
    tooDeep: 'The query nests {{depth}} levels of AND, OR, NOT and parentheses; the limit is {{max}}',
    noLetters: '"{{term}}" at position {{position}} has no letters or digits to search for',
    prefixTooShort: '"{{term}}" at position {{position}} is too short a prefix: put at least {{min}} letters before the *, as in clim*',
    wildcardAtEnd: 'The * at position {{position}} must end a word (clim* finds climate); it cannot stand inside or before one',
    nearNeedsNumber: '"~" at position {{position}} needs a number of words from 0 to {{max}}, as in "summit sanctions"~5',
    nearNeedsTwoWords:
      'A proximity takes two words; the one at position {{position}} has {{words}}. Join more with AND: "a b"~5 AND "b c"~5',
    nearNeedsQuotes: '"~" at position {{position}} needs its two words in quotes, as in "summit sanctions"~5',
    boostNeedsNumber: '"^" at position {{position}} needs a whole number from 1 to {{max}} right after it, as in storm^3',
  },
  scheduler: {
    interrupted: 'Interrupted: the process stopped during the run',
    failed: 'Failed: {{detail}}',
  },
  task: {
    column: {
      todo: 'TO DO',
      inProgress: 'In Progress',
      done: 'DONE',
    },
  },
  digest: {
    subject_one: 'Mediawatch: {{count}} new alert',
    subject_other: 'Mediawatch: {{count}} new alerts',
    greeting: 'Hello {{name}},',
    introHourly: 'Your hourly digest of Mediawatch alerts:',
    introDaily: 'Your daily digest of Mediawatch alerts:',
    firedAt: '{{time}} UTC',
    footer: 'Change or turn off this digest on the Alerts page.',
  },
  webhook: {
    disabled: 'The webhook was disabled',
    receiverAnswered: 'The receiver answered HTTP {{status}}',
    notAllowed:
      'This address is not allowed: webhooks are sent to public internet addresses only (an administrator can allow a host with MEDIAWATCH_FETCH_ALLOW_HOSTS)',
    failed: 'Sending failed: {{detail}}',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
    alert: 'Mediawatch alert: {{title}}',
    open: 'Open in Mediawatch',
  },
  source: {
    duplicateFeed: '{{source}} already polls this feed ({{feedUrl}}): one feed, one source',
    duplicateFeedInFile: 'Listed twice in this file: {{feedUrl}}',
    duplicateReasonMissing: 'A reason is required to add a source whose feed another source already polls',
  },
};

export type MessagesEn = typeof messagesEn;
