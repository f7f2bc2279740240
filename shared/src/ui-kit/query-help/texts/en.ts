// The query language's help (namespace `queryHelp`): each construct with an
// example in the reader's language, under the Search box, the topic form and
// Explore's queries. Limits come from TOPIC_QUERY_LIMITS.
export const queryHelpEn = {
  toggle: 'Query syntax',
  title: 'The query language',
  rows: {
    word: { example: 'storm', text: 'A word, with its other forms: storm also finds storms.' },
    phrase: { example: '"interest rates"', text: 'An exact phrase: the words as written, side by side.' },
    boolean: {
      example: 'energy AND (grid OR "power cut") NOT sport',
      text: 'AND (or a space), OR, NOT (or a leading -) and parentheses.',
    },
    near: {
      example: '"summit sanctions"~5',
      text: 'Proximity: both words as written, at most 5 words apart, in either order (0 to {{nearMax}}).',
    },
    prefix: {
      example: 'clim*',
      text: 'Prefix: every word that starts with it (climate, climat); at least {{min}} letters before the *.',
    },
    title: { example: 'title:storm', text: 'Only in the title (intitle: says the same).' },
    boost: {
      example: 'storm^3 flood',
      text: 'Boost: a word counts 3 times in the ranking (1 to {{boostMax}}); what matches stays the same.',
    },
    fields: { example: 'source:"Le Monde" lang:fr', text: 'One source by its name; one language by its two-letter code.' },
    entities: {
      example: 'person:macron country:UA',
      text: 'Articles that mention a person, an organization (org:) or a place (place:) by any of its names, or a place in a country by its two-letter code.',
    },
  },
  ranking: 'Ranking by relevance: articles with a query word in their title come first, then those where the words are most frequent.',
};

export type QueryHelpMessages = typeof queryHelpEn;
