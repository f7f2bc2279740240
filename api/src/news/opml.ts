import type { Source, SourceGroup } from '@mediawatch/shared/schemas';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { HttpError } from '../lib/http-errors';

// ----------------------------------------------------------------------
// OPML 2.0 import and export of sources. Outlines with an xmlUrl are feeds;
// nested outlines (folders) are read at any depth.

export interface OpmlOutline {
  title: string;
  feedUrl: string;
  htmlUrl: string | null;
  language: string | null;
  country: string | null;
}

type RawOutline = Record<string, unknown> & { outline?: RawOutline | RawOutline[] };

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Reads every feed outline; 400 when the text is not OPML. */
export function parseOpml(text: string): OpmlOutline[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new HttpError(400, `This is not a valid OPML file: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(text) as {
    opml?: { body?: { outline?: RawOutline | RawOutline[] } };
  };
  if (!doc.opml?.body) throw new HttpError(400, 'This is not an OPML file: no <opml><body> element');
  const found: OpmlOutline[] = [];
  const walk = (outlines: RawOutline[]) => {
    for (const outline of outlines) {
      const feedUrl = typeof outline.xmlUrl === 'string' ? outline.xmlUrl.trim() : '';
      if (feedUrl) {
        const title = String(outline.title ?? outline.text ?? '').trim() || feedUrl;
        const language = typeof outline.language === 'string' ? outline.language.slice(0, 2).toLowerCase() : null;
        found.push({
          title,
          feedUrl,
          htmlUrl: typeof outline.htmlUrl === 'string' && outline.htmlUrl.trim() ? outline.htmlUrl.trim() : null,
          language,
          country: typeof outline.country === 'string' ? outline.country.toUpperCase() : null,
        });
      }
      walk(asArray(outline.outline));
    }
  };
  walk(asArray(doc.opml.body.outline));
  if (found.length === 0) throw new HttpError(400, 'The OPML file has no feed outlines (outline elements with an xmlUrl)');
  return found;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Every source's feeds as OPML 2.0, one folder per group (a source in no group sits at the top). */
export function exportOpml(sources: readonly Source[], groups: readonly SourceGroup[], now = new Date()): string {
  const line = (source: Source, feedUrl: string, indent: string) =>
    `${indent}<outline type="rss" text="${escapeXml(source.name)}" title="${escapeXml(source.name)}" xmlUrl="${escapeXml(feedUrl)}" htmlUrl="${escapeXml(source.homepage)}" language="${source.language}" country="${source.country}"/>`;
  const byId = new Map(sources.map((source) => [source.id, source]));
  const body: string[] = [];
  for (const group of groups) {
    const members = group.sourceIds.map((id) => byId.get(id)).filter((source): source is Source => Boolean(source));
    if (members.length === 0) continue;
    body.push(`    <outline text="${escapeXml(group.name)}" title="${escapeXml(group.name)}">`);
    for (const source of members) for (const url of source.feedUrls) body.push(line(source, url, '      '));
    body.push('    </outline>');
  }
  for (const source of sources) {
    if (source.groupIds.length === 0) for (const url of source.feedUrls) body.push(line(source, url, '    '));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    '    <title>Mediawatch sources</title>',
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    ...body,
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}
