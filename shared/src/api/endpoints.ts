// ----------------------------------------------------------------------
// Every route of the API, relative to the client's base URL (`/api`). The
// podcast and task paths are docs/spec.md §7; the rest follow its house style
// (`/{entity}/all`, `/add`, `/update/{id}`, `/delete/{id}`, `/search`). A test
// compares this table with the API's OpenAPI document, so a route cannot be
// called by a path the server does not have.

const id = (value: string) => encodeURIComponent(value);

export const endpoints = {
  auth: {
    me: '/auth/me',
    login: '/auth/login',
    register: '/auth/register',
    logout: '/auth/logout',
    /** GET: who may register (open, invite or closed). */
    registration: '/auth/registration',
    /** POST: change the password (answers a fresh token). */
    password: '/auth/password',
    /** POST: end every session of the account. */
    logoutEverywhere: '/auth/logout-everywhere',
    /** POST: ask for a password-reset link by mail. */
    forgot: '/auth/forgot',
    /** POST: set a new password with the link's token. */
    reset: '/auth/reset',
  },
  health: '/health',
  podcast: {
    all: '/podcast/all',
    one: (podcastId: string) => `/podcast/${id(podcastId)}`,
    add: '/podcast/add',
    update: (podcastId: string) => `/podcast/update/${id(podcastId)}`,
    delete: (podcastId: string) => `/podcast/delete/${id(podcastId)}`,
    search: (query: string) => `/podcast/search?q=${encodeURIComponent(query)}`,
    featured: '/podcast/featured',
    /** Multipart upload of an audio file or a cover (answers the URL to store). */
    media: '/podcast/media',
    /** An uploaded file, as stored in a podcast's audioUrl or coverArtUrl. */
    mediaFile: (name: string) => `/podcast/media/${id(name)}`,
  },
  user: {
    all: '/user/all',
    /** PATCH: change an account's role or disable / enable it (manageUsers). */
    update: (userId: string) => `/user/update/${id(userId)}`,
    /** POST: invite an address (manageUsers, registration by invitation). */
    invite: '/user/invite',
    /** Who a task can be given to (id and name; manageTasks). */
    assignable: '/user/assignable',
    /** The language the user reads: digests are written in it. */
    language: '/user/language',
  },
  /** Personal API tokens (docs/decisions/0055-api-tokens.md); never reachable with one. */
  token: {
    /** The signed-in user's tokens. */
    all: '/token/all',
    /** POST: create one; the answer holds its secret, once. */
    add: '/token/add',
    /** DELETE: revoke one (its owner's, or any for manageUsers). */
    delete: (tokenId: string) => `/token/delete/${id(tokenId)}`,
    /** Every account's tokens (manageUsers). */
    everyone: '/token/everyone',
  },
  task: {
    all: '/task/all',
    add: '/task/add',
    update: (taskId: string) => `/task/update/${id(taskId)}`,
    delete: (taskId: string) => `/task/delete/${id(taskId)}`,
    /** The board's drag and drop: a column and a place in it. */
    move: (taskId: string) => `/task/move/${id(taskId)}`,
  },
  source: {
    all: '/source/all',
    one: (sourceId: string) => `/source/${id(sourceId)}`,
    search: '/source/search',
    add: '/source/add',
    update: (sourceId: string) => `/source/update/${id(sourceId)}`,
    delete: (sourceId: string) => `/source/delete/${id(sourceId)}`,
    /** Fetch now (202), pause, resume, reset errors. */
    action: (action: 'fetch' | 'pause' | 'resume' | 'resetErrors', sourceId: string) => `/source/${action}/${id(sourceId)}`,
    testFeed: '/source/testFeed',
    /** A site's feeds from its address (POST {url}). */
    discover: '/source/discover',
    /** GET exports every source, POST imports a file. */
    opml: '/source/opml',
  },
  sourceGroup: {
    all: '/sourceGroup/all',
    one: (groupId: string) => `/sourceGroup/${id(groupId)}`,
    search: '/sourceGroup/search',
    add: '/sourceGroup/add',
    update: (groupId: string) => `/sourceGroup/update/${id(groupId)}`,
    delete: (groupId: string) => `/sourceGroup/delete/${id(groupId)}`,
  },
  scheduler: {
    all: '/scheduler/all',
    /** POST: run now (202). */
    run: (name: string) => `/scheduler/run/${id(name)}`,
    /** PATCH {cron?, timeZone?, enabled?}. */
    update: (name: string) => `/scheduler/update/${id(name)}`,
    /** POST {cron, timeZone}: validity and the next five runs. */
    preview: '/scheduler/preview',
  },
  note: {
    all: '/note/all',
    considerations: '/note/considerations',
    one: (noteId: string) => `/note/${id(noteId)}`,
    versions: (noteId: string) => `/note/versions/${id(noteId)}`,
    add: '/note/add',
    update: (noteId: string) => `/note/update/${id(noteId)}`,
    delete: (noteId: string) => `/note/delete/${id(noteId)}`,
  },
  pdf: {
    all: '/pdf/all',
    search: '/pdf/search',
    one: (pdfId: string) => `/pdf/${id(pdfId)}`,
    page: (pdfId: string, page: number) => `/pdf/${id(pdfId)}/page/${page}`,
    file: (pdfId: string) => `/pdf/file/${id(pdfId)}`,
    upload: '/pdf/upload',
    update: (pdfId: string) => `/pdf/update/${id(pdfId)}`,
    delete: (pdfId: string) => `/pdf/delete/${id(pdfId)}`,
  },
  historicalEvent: {
    all: '/historicalEvent/all',
    one: (eventId: string) => `/historicalEvent/${id(eventId)}`,
    add: '/historicalEvent/add',
    update: (eventId: string) => `/historicalEvent/update/${id(eventId)}`,
    delete: (eventId: string) => `/historicalEvent/delete/${id(eventId)}`,
    /** POST: propose events from the topics' spikes now. */
    propose: '/historicalEvent/propose',
  },
  thinkboard: {
    /** GET ?articleId: the boards holding that article. */
    all: '/thinkboard/all',
    one: (boardId: string) => `/thinkboard/${id(boardId)}`,
    add: '/thinkboard/add',
    /** PUT {version, cards, links, title?, shared?}: 409 with the current board when stale. */
    update: (boardId: string) => `/thinkboard/update/${id(boardId)}`,
    /** POST one card, placed by the server. */
    addCard: (boardId: string) => `/thinkboard/addCard/${id(boardId)}`,
    delete: (boardId: string) => `/thinkboard/delete/${id(boardId)}`,
  },
  ejournal: {
    /** GET ?articleId&status: the issues the caller reads (drafts for curators only). */
    all: '/ejournal/all',
    one: (issueId: string) => `/ejournal/${id(issueId)}`,
    add: '/ejournal/add',
    /** PUT {version, title, introduction, sections}: 409 when stale or published. */
    update: (issueId: string) => `/ejournal/update/${id(issueId)}`,
    /** POST {version}: freezes the edition. */
    publish: (issueId: string) => `/ejournal/publish/${id(issueId)}`,
    /** POST: a new draft edition of a published issue. */
    newEdition: (issueId: string) => `/ejournal/newEdition/${id(issueId)}`,
    /** POST {articleId, sectionId?}: the reader's one step. */
    addArticle: (issueId: string) => `/ejournal/addArticle/${id(issueId)}`,
    delete: (issueId: string) => `/ejournal/delete/${id(issueId)}`,
    /** POST {reason}: withdraws a published edition (an admin or its curator); it stays readable, marked so. */
    withdraw: (issueId: string) => `/ejournal/withdraw/${id(issueId)}`,
    /** GET: the series' trace (withdrawals, corrections, deleted drafts), newest first. */
    audit: (issueId: string) => `/ejournal/audit/${id(issueId)}`,
    /** The issue as an A4 PDF (application/pdf). */
    pdf: (issueId: string) => `/ejournal/pdf/${id(issueId)}`,
    /** The issue as an e-mail-ready HTML newsletter (a download). */
    newsletter: (issueId: string) => `/ejournal/newsletter/${id(issueId)}`,
  },
  topic: {
    all: '/topic/all',
    one: (topicId: string) => `/topic/${id(topicId)}`,
    search: '/topic/search',
    add: '/topic/add',
    update: (topicId: string) => `/topic/update/${id(topicId)}`,
    delete: (topicId: string) => `/topic/delete/${id(topicId)}`,
    validate: '/topic/validate',
  },
  article: {
    all: '/article/all',
    one: (articleId: string) => `/article/${id(articleId)}`,
    search: '/article/search',
    export: '/article/export',
    retention: '/article/retention',
  },
  fetchRun: {
    all: '/fetchRun/all',
  },
  pipeline: {
    stats: '/pipeline/stats',
    throughput: '/pipeline/throughput',
    /** The tone rescoring pass's progress. */
    toneRescore: '/pipeline/toneRescore',
    entitiesExtract: '/pipeline/entitiesExtract',
  },
  report: {
    daily: '/report/daily',
    entities: '/report/entities',
    /** The Daily Report as a PDF (application/pdf). */
    pdf: '/report/pdf',
  },
  explore: {
    attention: '/explore/attention',
    summary: '/explore/summary',
    entities: '/explore/entities',
  },
  sourceAnalysis: {
    one: (sourceId: string) => `/sourceAnalysis/${id(sourceId)}`,
  },
  /** A person, organization or place (docs/decisions/0060-the-entity-page.md). */
  entities: {
    one: (entityId: number | string) => `/entities/${id(String(entityId))}`,
    figures: (entityId: number | string) => `/entities/${id(String(entityId))}/figures`,
    articles: (entityId: number | string) => `/entities/${id(String(entityId))}/articles`,
  },
  tension: {
    index: '/tension/index',
    overview: '/tension/overview',
  },
  mediaScaleIndex: {
    all: '/mediaScaleIndex/all',
    /** GET reads, PUT sets (tuneMediaScaleIndex). */
    weights: '/mediaScaleIndex/weights',
  },
  worker: {
    status: '/worker/status',
  },
  events: {
    /** New articles and alerts as server-sent events (fetch with the token; Last-Event-ID resumes). */
    stream: '/events/stream',
  },
  monitor: {
    /** GET my watchlist columns, PUT the whole list in order. */
    columns: '/monitor/columns',
  },
  alert: {
    all: '/alert/all',
    unreadCount: '/alert/unreadCount',
    /** POST {ids}: mark read for the signed-in user. */
    read: '/alert/read',
    readAll: '/alert/readAll',
    /** GET reads, PUT sets the user's digest. */
    settings: '/alert/settings',
    webhook: {
      all: '/alert/webhook/all',
      add: '/alert/webhook/add',
      update: (webhookId: string) => `/alert/webhook/update/${id(webhookId)}`,
      delete: (webhookId: string) => `/alert/webhook/delete/${id(webhookId)}`,
    },
  },
} as const;
