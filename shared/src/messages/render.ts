import type { LanguageCode } from '../i18n/languages';
import { messagesEn } from './en';

// ----------------------------------------------------------------------
// One renderer for a coded message, on the server (digests, webhooks, logs)
// and in the pages (useMessage in the UI kit): the text of the code in the
// language, the plural form picked by Intl.PluralRules on `count` (the
// suffixes i18next uses), numbers formatted by the caller's formatter.
// docs/decisions/0040-server-texts-as-codes.md.

/** A value in a message: a name, a number (formatted in the reader's language) or nothing. */
export type MessageValue = string | number | null;

/** A parameter of a message: a value, or a message worded inside it ("Server error (HTTP 503); retry after 60 s"). */
export type MessageParam = MessageValue | FlatMessage;

/** A message whose parameters are values only: what can be worded inside another. */
export interface FlatMessage {
  code: string;
  params?: Record<string, MessageValue>;
  text?: string;
}

/** What the API sends for people to read: a code of the catalogue, its parameters, and the English text for logs and old clients. */
export interface CodedMessage {
  code: string;
  params?: Record<string, MessageParam>;
  text?: string;
}

type Texts = { readonly [key: string]: string | Texts };

/** Codes, with plural suffixes folded: `digest.subject` for `digest.subject_one` and `_other`. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageCode = Paths<typeof messagesEn>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every code of the catalogue (plural forms folded), walked from the English texts. */
export function messageCodes(texts: Texts = messagesEn): string[] {
  const codes = new Set<string>();
  const walk = (node: Texts, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') codes.add(prefix + key.replace(PLURAL, ''));
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(texts, '');
  return [...codes];
}

/** The text at a dotted path, or undefined. */
export function lookupText(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The template of `code` in `language` (the plural form for `count`), from a lookup of dotted keys. */
export function templateOf(
  lookup: (key: string) => string | undefined,
  language: string,
  code: string,
  count?: number,
): string | undefined {
  if (count !== undefined) return lookup(`${code}_${pluralCategory(language, count)}`) ?? lookup(`${code}_other`) ?? lookup(code);
  return lookup(code);
}

export interface RenderOptions {
  language: LanguageCode | string;
  /** The texts of the language by dotted key (falls back to English when a key is missing). */
  lookup: (key: string) => string | undefined;
  /** How numbers read in the language; by default as the code has them. */
  number?: (value: number) => string;
}

/** Fills `{{name}}` with the parameters; numbers through `number`, a message inside through `inner`. */
export function interpolate(
  template: string,
  params: Record<string, MessageParam> = {},
  number: (value: number) => string = String,
  inner: (message: CodedMessage) => string = (message) => message.text ?? message.code,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined) return '';
    if (typeof value === 'object') return inner(value);
    return typeof value === 'number' ? number(value) : value;
  });
}

const countOf = (message: CodedMessage) => (typeof message.params?.count === 'number' ? message.params.count : undefined);

/**
 * A coded message in a language: its template (the language's, else
 * English), filled with its parameters. An unknown code (a row stored before
 * the codes, a newer server) gives the stored English text, else the code.
 */
export function renderMessage(message: CodedMessage, options: RenderOptions): string {
  const template =
    templateOf(options.lookup, options.language, message.code, countOf(message)) ??
    templateOf((key) => lookupText(messagesEn, key), 'en', message.code, countOf(message));
  if (template === undefined) return message.text ?? message.code;
  return interpolate(template, message.params, options.number, (inner) => renderMessage(inner, options));
}

/** The message in English with plain numbers: the `text` the API adds for logs and old clients. */
export function englishText(code: MessageCode, params?: Record<string, MessageParam>): string {
  return renderMessage({ code, params }, { language: 'en', lookup: (key) => lookupText(messagesEn, key) });
}

/** A coded message with its English text: what the API stores and sends. */
export function coded<P extends Record<string, MessageParam> = Record<string, MessageParam>>(
  code: MessageCode,
  params?: P,
): { code: string; params?: P; text: string } {
  return params ? { code, params, text: englishText(code, params) } : { code, text: englishText(code) };
}
