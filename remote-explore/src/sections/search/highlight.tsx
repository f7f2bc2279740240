import { Fragment, type ReactNode } from 'react';

// ----------------------------------------------------------------------
// The server sends highlights as HTML-escaped text whose only tags are
// <mark>. They are turned into React text and <mark> elements, never into
// HTML: whatever else the string holds shows as text and cannot run.

/**
 * How a matched term is marked, wherever the page shows one: dark ink on the
 * light warning tone in both modes (inherited link or white text on orange
 * is under 4.5:1).
 */
export const MARK_SX = { '& mark': { bgcolor: 'warning.light', color: 'grey.900', px: 0.25, borderRadius: 0.5 } } as const;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an HTML escaper writes; anything else is left as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Splits highlight markup into text and marked runs. */
export function parseHighlight(markup: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of markup.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') marked = true;
    else if (tag === '</mark>') marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}

/** Renders highlight markup as React elements. */
export function Highlight({ markup }: { markup: string }): ReactNode {
  return parseHighlight(markup).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
