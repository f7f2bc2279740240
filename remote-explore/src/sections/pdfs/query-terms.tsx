import { Fragment, type ReactNode } from 'react';

// ----------------------------------------------------------------------

/** The words of a search query to highlight: operators, field prefixes, quotes and excluded words left out. */
export function queryTerms(query: string): string[] {
  const words = query
    .replace(/[()"]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^(AND|OR|NOT)$/.test(word) && !word.startsWith('-'))
    .map((word) => word.replace(/^[a-z]+:/i, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the whole words of `terms` in <mark> (any case), as React nodes, never HTML. */
export function MarkTerms({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  if (terms.length === 0) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>));
}
