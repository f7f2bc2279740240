import { coded, type FlatMessage } from '@mediawatch/shared/messages';
import { decodeHTMLStrict } from 'entities';
import { XMLValidator } from 'fast-xml-parser';
import { Parser } from 'htmlparser2';

import { MAX_DEPTH, tooDeep } from './feed-limits';

// ----------------------------------------------------------------------
// Feeds as a small namespace-aware tree. A feed is first checked by a strict
// XML validator (fast-xml-parser's); whether it passes or not, the tree is
// built by htmlparser2 in XML mode, the forgiving tokenizer of
// sanitize-html and linkedom: unclosed and mismatched tags, bare `&`, a
// DOCTYPE with parameter entities, text cut off mid-tag all still give a
// tree. On a malformed feed the builder also closes a text element (title,
// link...) when the next feed element opens, as HTML does for <p>, and marks
// elements the input ended inside (`cut`), so a truncated last item can be
// left out. Entities: the five of XML, numeric ones, every HTML one
// (`&eacute;`, `&nbsp;`: real feeds use them undeclared) and those the
// DOCTYPE declares.

export interface XmlElement {
  /** Local name, lowercase (`pubdate`, `encoded`). */
  name: string;
  /** Namespace URI ('' for none). */
  ns: string;
  /** Attributes by lowercase name as written (`ispermalink`, `xml:base`, `rdf:about`). */
  attrs: Record<string, string>;
  children: XmlNode[];
  parent: XmlElement | null;
  /** The input ended inside this element (truncated document). */
  cut: boolean;
}

/** A text node is its decoded text. */
export type XmlNode = XmlElement | string;

export const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  atom03: 'http://purl.org/atom/ns#',
  rss1: 'http://purl.org/rss/1.0/',
  rss090: 'http://my.netscape.com/rdf/simple/0.9/',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  dcterms: 'http://purl.org/dc/terms/',
  content: 'http://purl.org/rss/1.0/modules/content/',
  xhtml: 'http://www.w3.org/1999/xhtml',
  xml: 'http://www.w3.org/XML/1998/namespace',
} as const;

/** Prefixes real feeds use without declaring them. */
const DEFAULT_PREFIXES: Record<string, string> = {
  atom: NS.atom,
  rdf: NS.rdf,
  dc: NS.dc,
  dcterms: NS.dcterms,
  content: NS.content,
  xhtml: NS.xhtml,
  xml: NS.xml,
};

/** Feed elements that hold text: on a malformed feed, the next feed element closes them. */
const TEXT_ELEMENTS = new Set([
  'title',
  'link',
  'guid',
  'pubdate',
  'description',
  'author',
  'category',
  'comments',
  'id',
  'published',
  'updated',
  'creator',
  'date',
  'issued',
  'modified',
  'language',
  'ttl',
]);
const FEED_ELEMENTS = new Set([...TEXT_ELEMENTS, 'item', 'entry', 'channel', 'summary', 'content', 'encoded', 'enclosure', 'source']);

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][\w.-]*);/gi;

function decodeEntities(text: string, declared: Map<string, string>): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    const value = declared.get(name);
    return decodeHTMLStrict(value ?? whole);
  });
}

export interface ParsedXml {
  /** The document node: its element children are the root (and whatever a malformed document has beside it). */
  document: XmlElement;
  /** Why a strict parser refuses the document (with line and column), in English for the logs; null when it is well-formed. */
  malformed: string | null;
  /** The same as a code of the catalogue (`xml.*`, docs/decisions/0040-server-texts-as-codes.md). */
  malformedMessage: FlatMessage | null;
}

/** The strict validator's refusal (code, English sentence, place). */
export interface XmlValidatorError {
  code: string;
  msg: string;
  line: number;
  col: number;
}

/**
 * The validator's refusal as a code with parameters: its sentences are read
 * for the tag, attribute or character they name, and any other keeps the
 * class of its code (`xml.invalidTag`, `xml.invalid`) with the place.
 */
export function xmlErrorMessage(err: XmlValidatorError): FlatMessage {
  const place = { line: err.line, column: err.col };
  const msg = err.msg;
  let match: RegExpMatchArray | null;
  if ((match = msg.match(/^Unclosed tag '([^']*)'/))) return coded('xml.unclosedTag', { tag: match[1]!, ...place });
  if ((match = msg.match(/^Closing tag '([^']*)' has not been opened/))) return coded('xml.closingNotOpened', { tag: match[1]!, ...place });
  if ((match = msg.match(/^Expected closing tag '([^']*)' .* instead of closing tag '([^']*)'/)))
    return coded('xml.closingMismatch', { expected: match[1]!, tag: match[2]!, ...place });
  if ((match = msg.match(/^char '(.+)' is not expected/))) return coded('xml.unexpectedChar', { char: match[1]!, ...place });
  if ((match = msg.match(/^(?:boolean )?[Aa]ttribute '([^']*)'/))) return coded('xml.attribute', { attribute: match[1]!, ...place });
  if (msg.startsWith('Multiple possible root nodes')) return coded('xml.multipleRoots', place);
  if (msg.startsWith('Extra text at the end')) return coded('xml.extraText', place);
  if (err.code === 'InvalidTag') return coded('xml.invalidTag', place);
  return coded('xml.invalid', place);
}

/** Checks well-formedness, then builds the tree (forgivingly when it is not well-formed). Throws FeedLimitError past MAX_DEPTH. */
export function parseXml(text: string): ParsedXml {
  // Depth first: the validator and the tree's readers must never meet a document deeper than the cap.
  checkDepth(text);
  const valid = XMLValidator.validate(text);
  const malformedMessage = valid === true ? null : xmlErrorMessage(valid.err);
  const malformed = valid === true ? null : `${valid.err.msg.replace(/\.$/, '')} (line ${valid.err.line}, column ${valid.err.col})`;
  return { document: buildTree(text, malformed !== null), malformed, malformedMessage };
}

/**
 * Refuses a document nesting elements deeper than MAX_DEPTH, with a counter
 * over htmlparser2's tokens (no recursion, no tree): the readers below recurse
 * along the tree, and a 5,000-deep feed used to end in a stack overflow, a
 * 200,000-deep one in minutes of work (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
 */
export function checkDepth(text: string): void {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > MAX_DEPTH) throw tooDeep(); // out of write(): the rest is never read
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.end(text);
}

function buildTree(text: string, recover: boolean): XmlElement {
  const document: XmlElement = { name: '#document', ns: '', attrs: {}, children: [], parent: null, cut: false };
  const stack: Array<{ element: XmlElement; qname: string; scope: Map<string, string> }> = [
    { element: document, qname: '', scope: new Map() },
  ];
  const declared = new Map<string, string>();
  let inCdata = false;
  const top = () => stack[stack.length - 1]!;

  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        // <!ENTITY name "value"> in the DOCTYPE (parameter entities, `%`, are skipped)
        const entity = /^!entity\s+([^\s%]+)\s+(["'])([\s\S]*?)\2/i.exec(data);
        if (name.toLowerCase() === '!entity' && entity) declared.set(entity[1]!, entity[3]!);
      },
      onopentag(qname, attribs) {
        const parent = top();
        let scope = parent.scope;
        const attrs: Record<string, string> = {};
        for (const [key, raw] of Object.entries(attribs)) {
          const value = decodeEntities(raw, declared);
          const lower = key.toLowerCase();
          if (lower === 'xmlns' || lower.startsWith('xmlns:')) {
            if (scope === parent.scope) scope = new Map(scope);
            scope.set(lower === 'xmlns' ? '' : key.slice(6), value);
          }
          attrs[lower] = value;
        }
        const colon = qname.indexOf(':');
        const prefix = colon > 0 ? qname.slice(0, colon) : '';
        const local = (colon > 0 ? qname.slice(colon + 1) : qname).toLowerCase();
        const ns = scope.get(prefix) ?? DEFAULT_PREFIXES[prefix.toLowerCase()] ?? (prefix ? `urn:undeclared:${prefix}` : '');
        if (recover && FEED_ELEMENTS.has(local) && TEXT_ELEMENTS.has(parent.element.name) && stack.length > 1) stack.pop();
        const owner = top().element;
        const element: XmlElement = { name: local, ns, attrs, children: [], parent: owner, cut: false };
        owner.children.push(element);
        stack.push({ element, qname, scope });
        if (stack.length > MAX_DEPTH + 1) throw tooDeep();
      },
      onclosetag(qname) {
        // The element may already be closed (recovery); close up to the nearest one of that name.
        for (let i = stack.length - 1; i > 0; i -= 1) {
          if (stack[i]!.qname === qname) {
            stack.length = i;
            return;
          }
        }
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
      ontext(data) {
        const owner = top().element;
        const value = inCdata ? data : decodeEntities(data, declared);
        const last = owner.children[owner.children.length - 1];
        if (typeof last === 'string') owner.children[owner.children.length - 1] = last + value;
        else owner.children.push(value);
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  // htmlparser2 closes what is still open at the end (as implied end tags): mark it first.
  const end = parser.end.bind(parser);
  parser.write(text);
  for (const { element } of stack.slice(1)) element.cut = true;
  stack.length = 1;
  end();
  return document;
}

// ----------------------------------------------------------------------
// Reading the tree

export function isElement(node: XmlNode | undefined): node is XmlElement {
  return typeof node === 'object' && node !== null;
}

/** The element children of `element` named `name` in one of `namespaces` (any namespace when omitted). */
export function childrenNamed(element: XmlElement, name: string, namespaces?: readonly string[]): XmlElement[] {
  return element.children.filter(
    (node): node is XmlElement => isElement(node) && node.name === name && (!namespaces || namespaces.includes(node.ns)),
  );
}

export function childNamed(element: XmlElement, name: string, namespaces?: readonly string[]): XmlElement | undefined {
  return element.children.find(
    (node): node is XmlElement => isElement(node) && node.name === name && (!namespaces || namespaces.includes(node.ns)),
  );
}

/** Descendants named `name` (not looking inside a match). */
export function descendantsNamed(element: XmlElement, name: string, namespaces?: readonly string[]): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.name === name && (!namespaces || namespaces.includes(child.ns))) found.push(child);
      else walk(child);
    }
  };
  walk(element);
  return found;
}

/** The text of the element and its descendants. */
export function textOf(element: XmlElement): string {
  let text = '';
  for (const child of element.children) text += typeof child === 'string' ? child : textOf(child);
  return text;
}

/** An attribute by its lowercase name, or by its local name under any prefix. */
export function attr(element: XmlElement, name: string): string | null {
  if (name in element.attrs) return element.attrs[name]!;
  const suffix = `:${name}`;
  for (const [key, value] of Object.entries(element.attrs)) if (key.endsWith(suffix)) return value;
  return null;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const escapeAttr = (text: string) => text.replace(/[&"<]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;' })[c]!);

/** The children of `element` written back as HTML (inline XHTML, or markup left unescaped in a malformed feed). */
export function innerHtml(element: XmlElement): string {
  return element.children
    .map((child) => {
      if (typeof child === 'string') return escapeText(child);
      const attrs = Object.entries(child.attrs)
        .filter(([key]) => key !== 'xmlns' && !key.startsWith('xmlns:'))
        .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
        .join('');
      return `<${child.name}${attrs}>${innerHtml(child)}</${child.name}>`;
    })
    .join('');
}
