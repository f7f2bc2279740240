import type { PasswordWeaknessReason } from '@mediawatch/shared/schemas';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// ----------------------------------------------------------------------
// New passwords are checked with zxcvbn-ts (docs/decisions/0011-hardening.md): against its
// lists of common and breached passwords, English words, keyboard patterns,
// and the user's own e-mail and name. Without translations the library
// answers its warning keys, which become our reason codes.

/** zxcvbn's score a new password needs (0..4): 3 is "safely unguessable". */
export const MIN_SCORE = 3;

/** Only the first characters are analysed: a longer tail only adds strength, and the analysis grows fast with length. */
const ANALYSED_LENGTH = 64;

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The checker, loaded the first time a password is chosen: its lists take
 * about half a second to load, which every start of the API (and every test
 * file) would otherwise pay.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: ANALYSED_LENGTH,
      }),
  );
  return factory;
}

const REASON_OF_WARNING: Record<string, PasswordWeaknessReason> = {
  commonPasswords: 'common',
  topTen: 'common',
  topHundred: 'common',
  similarToCommon: 'common',
  userInputs: 'personal',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  keyPattern: 'pattern',
  straightRow: 'pattern',
  recentYears: 'pattern',
  dates: 'pattern',
};

export const PASSWORD_REASON_MESSAGES: Record<PasswordWeaknessReason, string> = {
  common: 'This password is on a list of common or breached passwords. Choose another.',
  personal: 'This password contains your e-mail address or name. Choose another.',
  pattern: 'This password is a repeat, a sequence or a keyboard pattern. Choose another.',
  weak: 'This password is too easy to guess. Add words or characters.',
};

/** The words of an e-mail and a name that must not make up a password. */
function personalWords(email: string, names: readonly string[]): string[] {
  const lower = email.toLowerCase();
  const [local = ''] = lower.split('@');
  return [lower, local, ...local.split(/[^\p{L}\p{N}]+/u), ...names.map((name) => name.toLowerCase())].filter((word) => word.length >= 3);
}

/** Why `password` may not be used by this person, or null when it may. */
export async function passwordWeakness(
  password: string,
  email: string,
  names: readonly string[] = [],
): Promise<PasswordWeaknessReason | null> {
  const words = personalWords(email, names);
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word) && word.length >= Math.min(6, lower.length))) return 'personal';
  const result = (await zxcvbn()).check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning ?? '';
  if (REASON_OF_WARNING[warning]) return REASON_OF_WARNING[warning]!;
  if (result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common')) return 'common';
  return 'weak';
}
