import { lookupText, messagesEn } from '@mediawatch/shared/messages';
import { messageIn } from '@mediawatch/shared/messages/all';

import { parseFeedText } from '../../src/news/feed-parser';
import { parseXml, xmlErrorMessage } from '../../src/news/xml-tree';

// The strict XML parser's refusal travels as a code of the catalogue with the
// tag, attribute or character it names and its place (`xml.*`,
// docs/decisions/0040-server-texts-as-codes.md), worded in each language.

const CASES: Array<[string, string, Record<string, unknown>]> = [
  ['<rss><channel><title>A</title></channel>', 'xml.unclosedTag', { tag: 'rss' }],
  ['<rss></channel></rss>', 'xml.closingMismatch', { tag: 'channel', expected: 'rss' }],
  ['<rss><item>Fish & chips</item></rss>', 'xml.unexpectedChar', { char: '&' }],
  ['<rss version="2.0" version="2.0"></rss>', 'xml.attribute', { attribute: 'version' }],
  ['<rss></rss><rss></rss>', 'xml.multipleRoots', {}],
  ['<rss></rss>tail', 'xml.extraText', {}],
];

describe('the XML parser’s refusals as codes', () => {
  it.each(CASES)('codes %j', (xml, code, params) => {
    const { malformed, malformedMessage } = parseXml(xml);
    expect(malformed).not.toBeNull();
    expect(malformedMessage).toMatchObject({ code, params: { ...params, line: expect.any(Number), column: expect.any(Number) } });
    expect(lookupText(messagesEn as never, code)).toEqual(expect.any(String));
    const english = messageIn('en', malformedMessage!);
    for (const language of ['fr', 'ar'] as const) {
      const worded = messageIn(language, malformedMessage!);
      expect(worded).not.toBe(english);
      expect(worded).not.toMatch(/\{\{/);
    }
  });

  it('keeps the class of a sentence it does not know, and the place', () => {
    expect(xmlErrorMessage({ code: 'InvalidTag', msg: 'Something new.', line: 3, col: 7 })).toMatchObject({
      code: 'xml.invalidTag',
      params: { line: 3, column: 7 },
    });
    expect(xmlErrorMessage({ code: 'InvalidXml', msg: 'Start tag expected.', line: 1, col: 1 })).toMatchObject({ code: 'xml.invalid' });
  });

  it('words a malformed document that is no feed in French and Arabic, the detail included', () => {
    let error: unknown;
    try {
      parseFeedText('<page><body>Not a feed</page>', 'https://sloppy.example/rss');
    } catch (caught) {
      error = caught;
    }
    const coded = (error as { coded: { code: string; params: { detail: { code: string } } } }).coded;
    expect(coded.code).toBe('parse.malformed');
    expect(coded.params.detail.code).toBe('xml.closingMismatch');
    expect(messageIn('fr', coded as never)).toMatch(
      /^Pas un flux : La balise fermante <\/page> arrive là où <\/body> était attendue \(ligne 1, colonne/,
    );
    expect(messageIn('ar', coded as never)).toMatch(/^ليست خلاصة: جاء وسم الإغلاق/);
  });

  it('codes what a forgiving read recovered from a malformed feed', () => {
    const feed = parseFeedText('<rss version="2.0"><channel><title>Sloppy</title><item><title>Fish & chips</title></item></channel></rss>');
    expect(feed.items).toHaveLength(1);
    expect(feed.malformedMessage).toMatchObject({ code: 'xml.unexpectedChar', params: { char: '&' } });
    expect(messageIn('fr', feed.malformedMessage!)).toMatch(/^Le caractère « & » n’est pas permis ici/);
  });
});
