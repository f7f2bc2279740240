// ----------------------------------------------------------------------
// Negators: a polar word within NEGATION_WINDOW words after one of these
// counts with the opposite sign ("not good", "ne ... pas", "ليس جيدا").
// docs/decisions/0037-tone-in-every-language.md.

/** How many words after a negator are flipped. */
export const NEGATION_WINDOW = 3;

/** Per language, as written; compared after the same normalization as the lexicon (lexiconKey). */
export const NEGATORS: Record<string, readonly string[]> = {
  en: [
    'not',
    'no',
    'never',
    'without',
    'nor',
    "n't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "don't",
    "doesn't",
    "didn't",
    "can't",
    'cannot',
    "couldn't",
    "won't",
    "wouldn't",
    "shouldn't",
    "hasn't",
    "haven't",
    "hadn't",
  ],
  fr: ['ne', 'n', 'pas', 'jamais', 'sans', 'ni', 'aucun', 'aucune', 'nullement'],
  es: ['no', 'nunca', 'jamás', 'sin', 'ni', 'tampoco', 'ningún', 'ninguna', 'ninguno'],
  // Since method version 5: nichts, and NLP.js's negations_de (garnicht, keinesfalls, keineswegs); nich (spoken).
  de: [
    'nicht',
    'nich',
    'garnicht',
    'nichts',
    'kein',
    'keine',
    'keinen',
    'keinem',
    'keiner',
    'keines',
    'keinesfalls',
    'keineswegs',
    'nie',
    'niemals',
    'ohne',
    'weder',
  ],
  pt: ['não', 'nunca', 'jamais', 'sem', 'nem', 'nenhum', 'nenhuma', 'tampouco'],
  // Since method version 5: niente, nulla, neppure, and nn ("non" as tweets and texts abbreviate it).
  it: ['non', 'nn', 'mai', 'senza', 'né', 'nessun', 'nessuno', 'nessuna', 'niente', 'nulla', 'neanche', 'nemmeno', 'neppure'],
  ar: ['لا', 'لم', 'لن', 'ليس', 'ليست', 'لست', 'ليسوا', 'غير', 'بدون', 'بلا', 'دون', 'ما'],
};
