import { TOPIC_QUERY_LIMITS } from '@mediawatch/shared/schemas';
import { coded, type CodedMessage } from '@mediawatch/shared/messages';

// ----------------------------------------------------------------------
// The topic query language: words, "quoted phrases", AND, OR, NOT (or a
// leading -), parentheses, a trailing * for prefixes, and the field prefixes
// intitle:, source:, lang:. Adjacent terms mean AND. Operators are
// uppercase; a lowercase "and" is a word. The parser builds an AST; the
// compiler turns it into a parameterized SQL condition on `articles`, never
// pasting the user's text into SQL. A lone word matches its other forms (the
// SQL function search_word: the surface form OR its stem under every
// language's configuration, against the stems `articles.search` holds);
// quoted phrases, words joined by punctuation and prefixes match the surface
// words exactly, through to_tsquery on the 'simple' configuration
// (docs/decisions/0039-text-search-per-language.md).

export type QueryField = 'text' | 'title';

export type QueryNode =
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  /** Words to find in the title and body (`text`) or the title only; `words` in order, adjacent when `phrase`. */
  | { type: 'term'; field: QueryField; words: string[]; phrase: boolean; prefix: boolean }
  | { type: 'source'; value: string }
  | { type: 'lang'; value: string };

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
  | { kind: 'word'; pos: number; len: number; text: string; field: string | null; quoted: boolean };

const FIELDS = new Set(['intitle', 'source', 'lang']);

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
      const name = prefix[1]!.toLowerCase();
      if (!FIELDS.has(name)) {
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
      tokens.push({ kind: 'word', pos: start, len: close + 1 - start, text: input.slice(i + 1, close), field, quoted: true });
      i = close + 1;
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
    const prefix = !token.quoted && text.endsWith('*');
    if (prefix) text = text.slice(0, -1);
    const words = splitWords(text);
    if (words.length === 0) {
      throw new QuerySyntaxError(
        coded('query.noLetters', { term: this.input.slice(token.pos, token.pos + token.len), position: token.pos }),
        token.pos,
        token.len,
      );
    }
    return {
      type: 'term',
      field: token.field === 'intitle' ? 'title' : 'text',
      words,
      phrase: token.quoted || words.length > 1,
      prefix,
    };
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

/** The text of a tsquery for a term (words are letters and digits only, so quoting them is safe). */
export function termTsquery(node: Extract<QueryNode, { type: 'term' }>): string {
  const weight = node.field === 'title' ? 'A' : '';
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
  return !node.phrase && !node.prefix && node.words.length === 1;
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
    }
  };
  return { sql: walk(node), params };
}

/** The tsquery text of a subtree made only of words, AND, OR and NOT; null when it has a source: or lang: field. */
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

/**
 * The positive terms of the query (not under NOT) as one OR-ed SQL tsquery
 * expression with their forms, as they match (for ts_rank on
 * `articles.search`), with `$n` placeholders after `paramOffset`; null when
 * none.
 */
export function rankTsquery(node: QueryNode, paramOffset = 0): CompiledQuery | null {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${paramOffset + params.length}`;
  };
  const parts: string[] = [];
  const walk = (current: QueryNode) => {
    if (current.type === 'and' || current.type === 'or') current.children.forEach(walk);
    else if (current.type === 'term') parts.push(termTsquerySql({ ...current, field: 'text' }, param));
  };
  walk(node);
  return parts.length > 0 ? { sql: `(${parts.join(' || ')})`, params } : null;
}
