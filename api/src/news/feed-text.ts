import { Parser } from 'htmlparser2';

// ----------------------------------------------------------------------
// Text stays text. A feed's title, author or plain-text summary is text: a
// `<blink>` in it is five characters to keep (and escape on output), not a
// tag to strip. HTML is read as HTML only where the format says so (Atom
// type="html", content:encoded, JSON content_html) or, for RSS fields that
// carry either, where it looks like HTML: a closing tag of an HTML element,
// a <br>, <p> or <img>, or an entity reference.

const HTML_ELEMENTS =
  'a|abbr|acronym|address|article|aside|audio|b|bdi|bdo|big|blockquote|br|caption|center|cite|code|dd|del|dfn|div|dl|dt|em|figcaption|figure|font|footer|h[1-6]|header|hr|i|iframe|img|ins|kbd|li|main|mark|nav|ol|p|picture|pre|q|s|samp|section|small|source|span|strike|strong|sub|summary|sup|table|tbody|td|tfoot|th|thead|time|tr|tt|u|ul|var|video';

const LOOKS_LIKE_HTML = new RegExp(
  `</(?:${HTML_ELEMENTS})\\s*>|<(?:br|hr|img|p)(?:\\s[^<>]*)?/?>|&(?:#\\d+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});`,
  'i',
);

/** Whether text from an RSS field that may hold either is HTML rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return LOOKS_LIKE_HTML.test(text);
}

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

// C0 controls (but tab and newlines) and DEL: not allowed in XML, and PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** One line of text: controls removed, runs of white space made one space, trimmed. */
export function cleanLine(text: string): string {
  return text.replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'svg',
  'math',
  'object',
  'embed',
  'iframe',
  'textarea',
  'select',
]);
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'figure',
  'figcaption',
  'dd',
  'dt',
  'td',
  'th',
  'hr',
]);

/** The text of an HTML fragment as a reader sees it: no script, style or other non-text element; entities decoded. */
export function htmlToPlainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return cleanLine(html);
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BREAKS.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BREAKS.has(name)) text += ' ';
      },
      ontext(data) {
        if (skipping === 0) text += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return cleanLine(text);
}

/** The HTML of a field that is text or HTML: text is escaped (line breaks kept), HTML given as is. */
export function asHtml(value: string, isHtml: boolean): string {
  return isHtml ? value : escapeHtml(value.trim()).replace(/\r?\n\s*\r?\n/g, '<br><br>');
}

const TITLE_MAX = 140;

/** A title for an untitled item: the start of its text (never script or style text), cut at a word. */
export function deriveTitle(html: string | null): string {
  const text = htmlToPlainText(html ?? '');
  if (text.length <= TITLE_MAX) return text;
  const cut = text.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// ----------------------------------------------------------------------

const EMAIL = /^(?:mailto:)?[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/i;

/**
 * A person as feeds write one: `jane@example.com (Jane Roe)`, `Jane Roe
 * <jane@example.com>`, a name, or only an address. The name when there is
 * one, else the address (an author given only as an e-mail is kept).
 */
export function personName(raw: string | null | undefined): string | null {
  const text = cleanLine(raw ?? '');
  if (!text) return null;
  const withComment = /^(\S+@\S+)\s*\((.+)\)$/.exec(text);
  if (withComment) return cleanLine(withComment[2]!) || withComment[1]!;
  const withAngle = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(text);
  if (withAngle) return cleanLine(withAngle[1]!.replace(/^"(.*)"$/, '$1')) || withAngle[2]!;
  if (EMAIL.test(text)) return text.replace(/^mailto:/i, '');
  return text;
}
