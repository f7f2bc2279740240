// ----------------------------------------------------------------------
// The version of the tone method (docs/decisions/0038-unknown-tone.md). Each
// article stores the version its tone was computed with (articles.tone_method,
// migration 0110); the rescoring job (api/src/plugins/app/tone-rescore/)
// rescores every article whose version differs, so raising this number
// rescores the stored corpus once. Raise it whenever scoreTone
// (./index.ts) scores any text differently.
//
// 1: English AFINN for every language (before migration 0110).
// 2: English AFINN for English, unknown (null) for every other language.
// 3: lexicons in seven languages with negation and Arabic normalization,
//    unknown for the others (docs/decisions/0037-tone-in-every-language.md).
// 4: the lexicon plus a small model per language counted as 5 more words;
//    stems found by their known suffixes instead of a stemmer (same decision).
// 5: emoji and emoticons read by the model (not counted as words), German ß
//    as ss, more Italian and German negators, the model retrained on the
//    train and dev samples together (same decision, "Version 5").

export const TONE_METHOD_VERSION = 5;
