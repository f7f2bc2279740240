import countries from 'i18n-iso-countries';

import { TOPIC_QUERY_LIMITS } from '@mediawatch/shared/schemas';
import { coded, type CodedMessage } from '@mediawatch/shared/messages';

import type { EntityKind } from './entities/aliases';
import { entityKeysOfName } from './entities/query-keys';
import { foldAccents } from './tone/normalize';

// ----------------------------------------------------------------------
// The topic query language: words, "quoted phrases", AND, OR, NOT (or a
// leading -), parentheses, a trailing * for prefixes of three letters or more,
// proximity ("a b"~N: at most N words between them, either order), boosts
// (word^N, for the rank only) and the field prefixes intitle: (or title:),
// source:, lang:, and person:, org:, place:, country: for the articles that
// mention an entity (docs/decisions/0061-entity-terms-in-queries.md).
// Adjacent terms mean AND. Operators are
// uppercase; a lowercase "and" is a word. The parser builds an AST; the
// compiler turns it into a parameterized SQL condition on `articles`, never
// pasting the user's text into SQL. A lone word matches its other forms (the
// SQL function search_word: the surface form OR its stem under every
// language's configuration, against the stems `articles.search` holds);
// quoted phrases, words joined by punctuation and prefixes match the surface
// words exactly, through to_tsquery on the 'simple' configuration
// (docs/decisions/0039-text-search-per-language.md); proximities too, and
// the rank puts title matches first (docs/decisions/0056-query-proximity-prefix-boosts.md).

export type QueryField = 'text' | 'title';

export type QueryNode =
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  /**
   * Words to find in the title and body (`text`) or the title only; `words` in order, adjacent when `phrase`;
   * with `near`, two words at most `near` words apart in either order; `boost` multiplies the term's share of the rank.
   * (`near` and `boost` are absent from topics saved before they existed: both are optional.)
   */
  | { type: 'term'; field: QueryField; words: string[]; phrase: boolean; prefix: boolean; near?: number; boost?: number }
  | { type: 'source'; value: string }
  | { type: 'lang'; value: string }
  /** Articles mentioning a person, organization or place by that name (any spelling the extraction reads as it). */
  | { type: 'entity'; kind: EntityKind; value: string }
  /** Articles mentioning a place of that country (the country, or a city or region in it): ISO 3166-1 alpha-2. */
  | { type: 'country'; value: string };

/** A query that does not parse; `position` is the 0-based offset of the problem, `length` its span. */
export class QuerySyntaxError extends Error {
  /** The problem as a code of the catalogue with its parameters (@mediawatch/shared/messages, docs/decisions/0040-server-texts-as-codes.md); the message is its English. */
  readonly coded: CodedMessage;
  constructor(
    message: string | CodedMessage,
    readonly position: number,
    readonly length: number = 1,
  ) {
    const known =
      typeof message === 'string' ? { code: 'query.invalid', params: { field: 'query', error: message }, text: message } : message;
    super(known.text ?? known.code);
    this.name = 'QuerySyntaxError';
    this.coded = known;
  }
}

// ----------------------------------------------------------------------
// Lexer

type Token =
  | { kind: 'lparen' | 'rparen' | 'and' | 'or' | 'not'; pos: number; len: number }
  | {
      kind: 'word';
      pos: number;
      len: number;
      text: string;
      field: string | null;
      quoted: boolean;
      /** A quoted term's ~N and ^N, read by the lexer after the closing quote. */
      near?: number;
      boost?: number;
    };

/** Field names and what they stand for (title: is the name other query languages give intitle:). */
const FIELDS = new Map([
  ['intitle', 'intitle'],
  ['title', 'intitle'],
  ['source', 'source'],
  ['lang', 'lang'],
  ['person', 'person'],
  ['org', 'org'],
  ['place', 'place'],
  ['country', 'country'],
]);

/** Fields whose value is a name or a code, not words: no ~N or ^N after their quotes. */
const VALUE_FIELDS = new Set(['source', 'lang', 'person', 'org', 'place', 'country']);

/** A boost's number (`^3`), or a QuerySyntaxError at the caret. */
function readBoost(digits: string | undefined, caret: number, length: number): number {
  const boost = digits === undefined || digits === '' ? Number.NaN : Number(digits);
  if (!Number.isInteger(boost) || boost < 1 || boost > TOPIC_QUERY_LIMITS.boostMax) {
    throw new QuerySyntaxError(coded('query.boostNeedsNumber', { position: caret, max: TOPIC_QUERY_LIMITS.boostMax }), caret, length);
  }
  return boost;
}

/** The ~N and ^N after the closing quote at `close` (what may follow one); throws at the first character it cannot read. */
function quoteSuffix(input: string, close: number): { near?: number; boost?: number; end: number } {
  let end = close + 1;
  while (end < input.length && !/[\s()"]/.test(input[end]!)) end += 1;
  const suffix = input.slice(close + 1, end);
  const result: { near?: number; boost?: number; end: number } = { end };
  const near = /^~([^^]*)/.exec(suffix);
  if (near) {
    const value = /^\d+$/.test(near[1]!) ? Number(near[1]) : Number.NaN;
    if (!(value <= TOPIC_QUERY_LIMITS.nearMax)) {
      throw new QuerySyntaxError(
        coded('query.nearNeedsNumber', { position: close + 1, max: TOPIC_QUERY_LIMITS.nearMax }),
        close + 1,
        near[0].length,
      );
    }
    result.near = value;
  }
  const rest = suffix.slice(near?.[0].length ?? 0);
  if (rest.startsWith('^')) {
    const caret = end - rest.length;
    result.boost = readBoost(/^\^(\d+)$/.exec(rest)?.[1], caret, rest.length);
  } else if (rest) {
    throw new QuerySyntaxError(coded('query.unexpectedInput', { position: end - rest.length }), end - rest.length, rest.length);
  }
  return result;
}

/** Letters and digits: what the 'simple' text-search parser keeps as words. */
const WORD_PARTS = /[\p{L}\p{N}]+/gu;

export function splitWords(text: string): string[] {
  return (text.toLowerCase().match(WORD_PARTS) ?? []).filter(Boolean);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', pos: i, len: 1 });
      i += 1;
      continue;
    }
    const start = i;
    let field: string | null = null;
    // field prefix: name followed by a colon
    const prefix = /^([A-Za-z]+):/.exec(input.slice(i));
    if (prefix) {
      const name = FIELDS.get(prefix[1]!.toLowerCase());
      if (!name) {
        throw new QuerySyntaxError(coded('query.unknownField', { field: prefix[1]!, position: i }), i, prefix[0].length);
      }
      field = name;
      i += prefix[0].length;
      if (i >= input.length || /[\s()]/.test(input[i]!)) {
        throw new QuerySyntaxError(coded('query.fieldNeedsValue', { field: prefix[0], position: start }), start, prefix[0].length);
      }
    }
    if (input[i] === '"') {
      const close = input.indexOf('"', i + 1);
      if (close === -1) throw new QuerySyntaxError(coded('query.unclosedQuote', { position: i }), i, input.length - i);
      const { near, boost, end } = field !== null && VALUE_FIELDS.has(field) ? { end: close + 1 } : quoteSuffix(input, close);
      const token: Token = { kind: 'word', pos: start, len: end - start, text: input.slice(i + 1, close), field, quoted: true };
      if (near !== undefined) token.near = near;
      if (boost !== undefined) token.boost = boost;
      tokens.push(token);
      i = end;
      continue;
    }
    let end = i;
    while (end < input.length && !/[\s()"]/.test(input[end]!)) end += 1;
    const text = input.slice(i, end);
    if (field === null && (text === 'AND' || text === 'OR' || text === 'NOT')) {
      tokens.push({ kind: text.toLowerCase() as 'and' | 'or' | 'not', pos: start, len: text.length });
    } else {
      tokens.push({ kind: 'word', pos: start, len: end - start, text, field, quoted: false });
    }
    i = end;
  }
  return tokens;
}

// ----------------------------------------------------------------------
// Parser (recursive descent): or := and (OR and)*; and := unary (AND? unary)*;
// unary := (NOT | -) unary | '(' or ')' | term

class Parser {
  private index = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly input: string,
  ) {}

  parse(): QueryNode {
    if (this.tokens.length === 0) throw new QuerySyntaxError(coded('query.empty'), 0, 0);
    const node = this.parseOr();
    const extra = this.tokens[this.index];
    if (extra) {
      if (extra.kind === 'rparen') throw new QuerySyntaxError(coded('query.closeWithoutOpen', { position: extra.pos }), extra.pos);
      throw new QuerySyntaxError(coded('query.unexpectedInput', { position: extra.pos }), extra.pos, extra.len);
    }
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private parseOr(): QueryNode {
    const children = [this.parseAnd()];
    while (this.peek()?.kind === 'or') {
      const op = this.tokens[this.index++]!;
      if (!this.startsOperand()) throw this.missingOperand(op, 'OR');
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  }

  private startsOperand(): boolean {
    const token = this.peek();
    return token !== undefined && (token.kind === 'word' || token.kind === 'lparen' || token.kind === 'not');
  }

  private missingOperand(op: Token, name: string): QuerySyntaxError {
    const next = this.peek();
    const message = next
      ? coded('query.operandMissingBefore', {
          operator: name,
          position: op.pos,
          next: this.input.slice(next.pos, next.pos + next.len),
          nextPosition: next.pos,
        })
      : coded('query.operandMissingAtEnd', { operator: name, position: op.pos });
    return new QuerySyntaxError(message, op.pos, op.len);
  }

  private parseAnd(): QueryNode {
    const first = this.peek();
    if (first?.kind === 'and' || first?.kind === 'or') {
      throw new QuerySyntaxError(
        coded('query.operandMissingFirst', { operator: first.kind.toUpperCase(), position: first.pos }),
        first.pos,
        first.len,
      );
    }
    const children = [this.parseUnary()];
    for (;;) {
      const token = this.peek();
      if (token?.kind === 'and') {
        this.index += 1;
        if (!this.startsOperand()) throw this.missingOperand(token, 'AND');
        children.push(this.parseUnary());
      } else if (this.startsOperand()) {
        children.push(this.parseUnary());
      } else {
        break;
      }
    }
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private parseUnary(): QueryNode {
    const token = this.peek();
    if (!token) throw new QuerySyntaxError(coded('query.endsEarly'), this.input.length, 0);
    if (token.kind === 'not') {
      this.index += 1;
      if (!this.startsOperand()) throw this.missingOperand(token, 'NOT');
      return { type: 'not', child: this.parseUnary() };
    }
    if (token.kind === 'lparen') {
      this.index += 1;
      if (this.peek()?.kind === 'rparen')
        throw new QuerySyntaxError(coded('query.emptyParentheses', { position: token.pos }), token.pos, 2);
      const inner = this.parseOr();
      const close = this.peek();
      if (close?.kind !== 'rparen') {
        throw new QuerySyntaxError(coded('query.unclosedParenthesis', { position: token.pos }), token.pos);
      }
      this.index += 1;
      return inner;
    }
    if (token.kind === 'rparen') throw new QuerySyntaxError(coded('query.unexpectedClose', { position: token.pos }), token.pos);
    if (token.kind !== 'word')
      throw new QuerySyntaxError(
        coded('query.unexpectedOperator', { operator: token.kind.toUpperCase(), position: token.pos }),
        token.pos,
        token.len,
      );
    this.index += 1;
    return this.term(token);
  }

  private term(token: Extract<Token, { kind: 'word' }>): QueryNode {
    let text = token.text;
    // A leading "-" negates a bare word: -sport
    if (!token.quoted && token.field === null && text.startsWith('-') && text.length > 1) {
      return { type: 'not', child: this.term({ ...token, pos: token.pos + 1, len: token.len - 1, text: text.slice(1) }) };
    }
    if (token.field === 'source') {
      const value = text.trim();
      if (!value) throw new QuerySyntaxError(coded('query.sourceNeedsName', { position: token.pos }), token.pos, token.len);
      return { type: 'source', value };
    }
    if (token.field === 'lang') {
      const value = text.trim().toLowerCase();
      if (!/^[a-z]{2}$/.test(value)) {
        throw new QuerySyntaxError(coded('query.langNeedsCode', { position: token.pos, value: text }), token.pos, token.len);
      }
      return { type: 'lang', value };
    }
    if (token.field === 'person' || token.field === 'org' || token.field === 'place') {
      const value = text.trim();
      if (splitWords(value).length === 0) {
        throw new QuerySyntaxError(coded('query.entityNeedsName', { field: `${token.field}:`, position: token.pos }), token.pos, token.len);
      }
      return { type: 'entity', kind: token.field, value };
    }
    if (token.field === 'country') {
      const value = text.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(value) || !countries.isValid(value)) {
        throw new QuerySyntaxError(coded('query.countryNeedsCode', { position: token.pos, value: text }), token.pos, token.len);
      }
      return { type: 'country', value };
    }
    // Where the text starts in the input (after a field name), for the positions of errors.
    const at = token.pos + token.len - text.length;
    let boost = token.boost;
    if (!token.quoted) {
      const caret = text.indexOf('^');
      if (caret !== -1) {
        boost = readBoost(/^\^(\d+)$/.exec(text.slice(caret))?.[1], at + caret, text.length - caret);
        text = text.slice(0, caret);
      }
      if (/~\d*$/.test(text)) {
        const tilde = text.lastIndexOf('~');
        throw new QuerySyntaxError(coded('query.nearNeedsQuotes', { position: at + tilde }), at + tilde, text.length - tilde);
      }
    }
    const star = token.quoted ? -1 : text.indexOf('*');
    if (star !== -1 && star !== text.length - 1) {
      throw new QuerySyntaxError(coded('query.wildcardAtEnd', { position: at + star }), at + star);
    }
    const prefix = star !== -1;
    if (prefix) text = text.slice(0, -1);
    const words = splitWords(text);
    if (words.length === 0) {
      throw new QuerySyntaxError(
        coded('query.noLetters', { term: this.input.slice(token.pos, token.pos + token.len), position: token.pos }),
        token.pos,
        token.len,
      );
    }
    const stem = words.at(-1)!;
    if (prefix && [...stem].length < TOPIC_QUERY_LIMITS.prefixMin) {
      const from = at + Math.max(0, text.toLowerCase().lastIndexOf(stem));
      throw new QuerySyntaxError(
        coded('query.prefixTooShort', { term: `${stem}*`, position: from, min: TOPIC_QUERY_LIMITS.prefixMin }),
        from,
        at + star + 1 - from,
      );
    }
    if (token.near !== undefined && words.length !== 2) {
      throw new QuerySyntaxError(coded('query.nearNeedsTwoWords', { position: token.pos, words: words.length }), token.pos, token.len);
    }
    const node: TermNode = {
      type: 'term',
      field: token.field === 'intitle' ? 'title' : 'text',
      words,
      phrase: token.near === undefined && (token.quoted || words.length > 1),
      prefix,
    };
    if (token.near !== undefined) node.near = token.near;
    if (boost !== undefined && boost !== 1) node.boost = boost;
    return node;
  }
}

/** Parses a topic query into its AST; throws QuerySyntaxError with the position of the problem. */
export function parseTopicQuery(input: string): QueryNode {
  if (input.length > TOPIC_QUERY_LIMITS.lengthMax) {
    throw new QuerySyntaxError(
      `The query is ${input.length} characters long; the limit is ${TOPIC_QUERY_LIMITS.lengthMax}`,
      TOPIC_QUERY_LIMITS.lengthMax,
      input.length - TOPIC_QUERY_LIMITS.lengthMax,
    );
  }
  const ast = new Parser(tokenize(input), input).parse();
  checkQueryLimits(ast, input);
  return ast;
}

/** Throws when the query has more terms or nesting than TOPIC_QUERY_LIMITS allows (the validator and the search share it). */
function checkQueryLimits(ast: QueryNode, input: string): void {
  let terms = 0;
  let deepest = 0;
  const walk = (node: QueryNode, depth: number) => {
    if (node.type === 'and' || node.type === 'or') node.children.forEach((child) => walk(child, depth + 1));
    else if (node.type === 'not') walk(node.child, depth + 1);
    else terms += 1;
    deepest = Math.max(deepest, depth);
  };
  walk(ast, 0);
  if (terms > TOPIC_QUERY_LIMITS.termsMax) {
    throw new QuerySyntaxError(coded('query.tooManyTerms', { terms, max: TOPIC_QUERY_LIMITS.termsMax }), 0, input.length);
  }
  if (deepest > TOPIC_QUERY_LIMITS.depthMax) {
    throw new QuerySyntaxError(coded('query.tooDeep', { depth: deepest, max: TOPIC_QUERY_LIMITS.depthMax }), 0, input.length);
  }
}

// ----------------------------------------------------------------------
// Compiler

/**
 * The text of a tsquery for a term (words are letters and digits only, so quoting them is safe).
 * A proximity is every distance it allows, both ways: tsquery's <N> means exactly N positions apart.
 */
export function termTsquery(node: Extract<QueryNode, { type: 'term' }>): string {
  const weight = node.field === 'title' ? 'A' : '';
  if (node.near !== undefined) {
    const [first, second] = node.words.map((word) => `'${word}'${weight ? `:${weight}` : ''}`);
    const pairs: string[] = [];
    for (let distance = 1; distance <= node.near + 1; distance += 1) {
      const operator = distance === 1 ? '<->' : `<${distance}>`;
      pairs.push(`${first} ${operator} ${second}`, `${second} ${operator} ${first}`);
    }
    return `(${pairs.join(' | ')})`;
  }
  return node.words
    .map((word, index) => {
      const last = index === node.words.length - 1;
      const marks = `${weight}${node.prefix && last ? '*' : ''}`;
      return `'${word}'${marks ? `:${marks}` : ''}`;
    })
    .join(' <-> ');
}

export interface CompiledQuery {
  /** A boolean SQL condition on the alias `a` (articles). */
  sql: string;
  params: unknown[];
}

type TermNode = Extract<QueryNode, { type: 'term' }>;

/**
 * True for a term that matches the other forms of its word (storms finds
 * storm): one word, unquoted, without a prefix. Phrases and prefixes stay
 * exact (docs/decisions/0039-text-search-per-language.md).
 */
export function matchesForms(node: TermNode): boolean {
  return !node.phrase && !node.prefix && node.near === undefined && node.words.length === 1;
}

/**
 * The SQL tsquery of a term: search_word (the surface form OR the marked
 * stems under every configuration; migration 0111) for a lone word, the
 * exact surface words on 'simple' otherwise.
 */
function termTsquerySql(node: TermNode, param: (value: unknown) => string): string {
  if (matchesForms(node)) return `search_word(${param(node.words[0])}${node.field === 'title' ? ", 'A'" : ''})`;
  return `to_tsquery('simple', ${param(termTsquery(node))})`;
}

/** True when a words-only subtree holds a word that matches its other forms. */
function hasFormWords(node: QueryNode): boolean {
  if (node.type === 'term') return matchesForms(node);
  if (node.type === 'not') return hasFormWords(node.child);
  if (node.type === 'and' || node.type === 'or') return node.children.some(hasFormWords);
  return false;
}

/** The SQL tsquery expression of a subtree of words only (&&, ||, !! of each term's tsquery). */
function wordsOnlyTsquerySql(node: QueryNode, param: (value: unknown) => string): string {
  switch (node.type) {
    case 'term':
      return termTsquerySql(node, param);
    case 'not':
      return `(!! ${wordsOnlyTsquerySql(node.child, param)})`;
    case 'and':
    case 'or':
      return `(${node.children.map((child) => wordsOnlyTsquerySql(child, param)).join(node.type === 'and' ? ' && ' : ' || ')})`;
    default:
      throw new Error(`${node.type}: not a word`);
  }
}

/**
 * Compiles the AST to a SQL condition on `articles a`, with `$n` placeholders
 * numbered after `paramOffset` (the caller's own parameters come first).
 * The tsquery expressions have constant arguments only: the planner computes
 * them once (search_word is IMMUTABLE) and estimates the match with them.
 */
export function compileTopicQuery(node: QueryNode, paramOffset = 0, sourceIds?: ReadonlyMap<string, readonly string[]>): CompiledQuery {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${paramOffset + params.length}`;
  };
  const walk = (current: QueryNode): string => {
    // A subtree of words only is one tsquery: one match per row instead of one per word.
    const merged = current.type === 'and' || current.type === 'or' ? wordsOnlyTsquery(current) : null;
    if (merged) {
      if (hasFormWords(current)) return `(a.search @@ ${wordsOnlyTsquerySql(current, param)})`;
      return `(a.search @@ to_tsquery('simple', ${param(merged)}))`;
    }
    switch (current.type) {
      case 'and':
        return `(${current.children.map(walk).join(' AND ')})`;
      case 'or':
        return `(${current.children.map(walk).join(' OR ')})`;
      case 'not':
        return `(NOT ${walk(current.child)})`;
      case 'term':
        return `(a.search @@ ${termTsquerySql(current, param)})`;
      case 'source': {
        // Ids resolved beforehand (see sourceNames) are a constant the planner can
        // estimate, so an OR of sources uses the (source_id, published_at) index.
        const ids = sourceIds?.get(current.value.toLowerCase());
        if (ids) return `(a.source_id = ANY(${param(ids)}::uuid[]))`;
        // ARRAY(...) is computed once per query, so the match can use the (source_id, published_at) index.
        return `(a.source_id = ANY(ARRAY(SELECT s.id FROM sources s WHERE lower(s.name) = lower(${param(current.value)}))))`;
      }
      case 'lang':
        return `(a.language = ${param(current.value)})`;
      case 'entity': {
        // The entities' ids are read once per statement (an uncorrelated subquery: an initplan), by
        // the keys the tables give the name and by the words of the stored names.
        const words = splitWords(foldAccents(current.value));
        const named = words.length > 0 ? words.map((word) => `'${word}'`).join(' <-> ') : "''";
        return `(EXISTS (SELECT 1 FROM article_entities ae WHERE ae.article_id = a.id AND ae.entity_id = ANY(ARRAY(
          SELECT e.id FROM entities e WHERE e.kind = ${param(current.kind)}
            AND (e.key = ANY(${param(entityKeysOfName(current.kind, current.value))}::text[])
              OR entity_name_words(e.name) @@ to_tsquery('simple', ${param(named)}))))))`;
      }
      case 'country':
        return `(EXISTS (SELECT 1 FROM article_entities ae JOIN entities e ON e.id = ae.entity_id
          WHERE ae.article_id = a.id AND e.kind = 'place' AND e.country = ${param(current.value)}))`;
    }
  };
  return { sql: walk(node), params };
}

/** True when the query has a person:, org:, place: or country: term (its matches change when entities are read again). */
export function mentionsEntities(node: QueryNode): boolean {
  if (node.type === 'and' || node.type === 'or') return node.children.some(mentionsEntities);
  if (node.type === 'not') return mentionsEntities(node.child);
  return node.type === 'entity' || node.type === 'country';
}

/** The tsquery text of a subtree made only of words, AND, OR and NOT; null when it has a field other than title:. */
function wordsOnlyTsquery(node: QueryNode): string | null {
  switch (node.type) {
    case 'term':
      return `(${termTsquery(node)})`;
    case 'not': {
      const child = wordsOnlyTsquery(node.child);
      return child === null ? null : `!${child}`;
    }
    case 'and':
    case 'or': {
      const children = node.children.map(wordsOnlyTsquery);
      if (children.some((child) => child === null)) return null;
      return `(${children.join(node.type === 'and' ? ' & ' : ' | ')})`;
    }
    default:
      return null;
  }
}

/** The source names a query mentions (source:), lower-cased, to resolve to ids before compiling. */
export function sourceNames(node: QueryNode): string[] {
  const names = new Set<string>();
  const walk = (current: QueryNode) => {
    if (current.type === 'and' || current.type === 'or') current.children.forEach(walk);
    else if (current.type === 'not') walk(current.child);
    else if (current.type === 'source') names.add(current.value.toLowerCase());
  };
  walk(node);
  return [...names];
}

/**
 * The positive words of the query (not under NOT) as one OR-ed tsquery text,
 * for highlighting: read by to_tsquery under the article's own configuration
 * (search_config), it marks that language's forms of each word; null when none.
 */
export function highlightTsquery(node: QueryNode): string | null {
  const parts: string[] = [];
  const walk = (current: QueryNode) => {
    if (current.type === 'and' || current.type === 'or') current.children.forEach(walk);
    else if (current.type === 'term') parts.push(`(${termTsquery({ ...current, field: 'text' })})`);
  };
  walk(node);
  return parts.length > 0 ? parts.join(' | ') : null;
}

/** The rank of a search: its tsquery columns (for one row `hq` beside `articles a`), the expression that reads them, and their parameters. */
export interface RankQuery {
  columns: string;
  rank: string;
  params: unknown[];
}

/**
 * The rank of the positive terms of the query (not under NOT), with `$n`
 * placeholders after `paramOffset`; null when there are none. A title match
 * counts 1, above any text score (ts_rank normalized to 0..1 by rank/(rank+1)),
 * so the articles with a query word in their title come first; a term boosted
 * with ^N adds its own title match and text score N-1 more times
 * (docs/decisions/0056-query-proximity-prefix-boosts.md).
 */
export function rankQuery(node: QueryNode, paramOffset = 0): RankQuery | null {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${paramOffset + params.length}`;
  };
  const terms: TermNode[] = [];
  const walk = (current: QueryNode) => {
    if (current.type === 'and' || current.type === 'or') current.children.forEach(walk);
    else if (current.type === 'term') terms.push(current);
  };
  walk(node);
  if (terms.length === 0) return null;
  const either = (field: QueryField, list: TermNode[]) => `(${list.map((term) => termTsquerySql({ ...term, field }, param)).join(' || ')})`;
  const score = (suffix: string) => `((a.search @@ hq.q${suffix}_title)::int + ts_rank(a.search, hq.q${suffix}, 32))`;
  const columns = [`${either('text', terms)} AS q`, `${either('title', terms)} AS q_title`];
  const parts = [score('')];
  terms.forEach((term, index) => {
    if ((term.boost ?? 1) <= 1) return;
    columns.push(`${either('text', [term])} AS q${index}`, `${either('title', [term])} AS q${index}_title`);
    parts.push(`${term.boost! - 1} * ${score(String(index))}`);
  });
  return { columns: columns.join(', '), rank: `(${parts.join(' + ')})::real`, params };
}
