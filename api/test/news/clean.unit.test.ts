import { contentHash, detectLanguage, htmlToText, normalizeUrl, sanitizeArticleHtml } from '../../src/news/clean';
import { scoreTone } from '../../src/news/tone';
import { TONE_METHOD_VERSION } from '../../src/news/tone/method';
import { jaccard, titleBands, titleTrigrams } from '../../src/news/cluster';
import { extractReadable } from '../../src/news/full-text';

describe('sanitizer: the classic XSS vectors leave nothing executable', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="https://news.example/x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<body onload="alert(1)">hi</body>', 'hi'],
    ['<div style="background:url(javascript:alert(1))">s</div>', '<div>s</div>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="/steal"><input name="p"></form>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" class="x">text</p>', '<p>text</p>'],
  ])('%s', (input, expected) => {
    expect(sanitizeArticleHtml(input, 'https://news.example/story')).toBe(expected);
  });

  it('keeps structure, resolves relative URLs, sandboxes allowed iframes and drops tracking pixels', () => {
    const html = sanitizeArticleHtml(
      '<h2>T</h2><p><a href="/more">more</a></p><img src="/a.jpg" alt="A"><img src="https://feeds.feedburner.com/~r/x/~4/abc" width="1" height="1"><img src="https://stats.wp.com/b.gif?x=1"><iframe src="https://www.youtube.com/embed/abc"></iframe>',
      'https://news.example/story',
    );
    expect(html).toBe(
      '<h2>T</h2><p><a href="https://news.example/more" rel="noopener noreferrer nofollow" target="_blank">more</a></p>' +
        '<img src="https://news.example/a.jpg" alt="A" loading="lazy" />' +
        '<iframe src="https://www.youtube.com/embed/abc" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>',
    );
  });

  it('turns HTML into text with entities decoded', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#39;s &lt;show&gt;</p><p>second&nbsp;line &#x263A;</p>')).toBe(
      "Tom & Jerry's <show>\nsecond line ☺",
    );
  });
});

describe('dedup keys', () => {
  it('normalizes URLs: tracking parameters, fragment, www, default port, trailing slash, scheme, parameter order', () => {
    expect(normalizeUrl('https://www.News.example:443/a/b/?utm_source=x&b=2&fbclid=y&a=1#top')).toBe('//news.example/a/b/?a=1&b=2');
    expect(normalizeUrl('http://news.example/a/b/')).toBe('//news.example/a/b');
    expect(normalizeUrl('https://news.example/a/b?gclid=1&mc_cid=2&utm_campaign=3')).toBe('//news.example/a/b');
    expect(normalizeUrl('https://news.example/?id=7')).toBe('//news.example/?id=7');
  });

  it('hashes title and text so reformatting does not count as new', () => {
    expect(contentHash('Storm Hits!', 'A storm,  hit.')).toBe(contentHash('storm hits', 'a storm hit'));
    expect(contentHash('Storm hits', 'a')).not.toBe(contentHash('Storm hits', 'b'));
  });
});

describe('enrichment', () => {
  it('scores tone on the GDELT scale (lexicon and model: see test/news/tone.unit.test.ts)', () => {
    expect(scoreTone('good good bad neutral', 'en')).toBeGreaterThan(0);
    expect(scoreTone('A terrible, deadly disaster killed many', 'en')).toBeLessThan(-30);
    expect(scoreTone('', 'en')).toBeNull();
  });

  it('has no tone (null, never 0) for a language no lexicon reads', () => {
    expect(scoreTone('good good bad neutral', 'xx')).toBeNull();
    expect(Number.isInteger(TONE_METHOD_VERSION)).toBe(true);
  });

  it('detects the language of long enough text, else keeps the fallback', () => {
    expect(
      detectLanguage('The government announced on Tuesday that the new budget would be presented to parliament next week.', 'fr'),
    ).toBe('en');
    expect(
      detectLanguage('Le gouvernement a annoncé mardi que le nouveau budget serait présenté au parlement la semaine prochaine.', 'en'),
    ).toBe('fr');
    expect(detectLanguage('أعلنت الحكومة يوم الثلاثاء أن الميزانية الجديدة ستقدم إلى البرلمان الأسبوع المقبل', 'en')).toBe('ar');
    expect(
      detectLanguage('El gobierno anunció el martes que el nuevo presupuesto se presentará al parlamento la próxima semana.', 'en'),
    ).toBe('es');
    expect(detectLanguage('Short', 'fr')).toBe('fr');
  });

  it("keeps the feed's declared language where franc ranks it close behind, not where it is clearly another", () => {
    // franc's best guess is Portuguese (1), Spanish close behind (0.96): the Spanish feed is believed.
    const spanish = 'No me preguntéis por qué cojo así los móviles, no lo sé ni yo pero es muy cómodo';
    expect(detectLanguage(spanish, 'es')).toBe('es');
    // A feed declaring English for it: English is far behind, franc's guess stands.
    expect(detectLanguage(spanish, 'en')).toBe('pt');
    // franc's best guess is Javanese, which no feed here declares: the declared language is kept.
    expect(detectLanguage('Muss bis 17 Uhr warten, bis ich das neue Spiel spielen kann...', 'en')).toBe('en');
    expect(detectLanguage('Muss bis 17 Uhr warten, bis ich das neue Spiel spielen kann...', 'de')).toBe('de');
    // A clearly English text in a feed declared French is English.
    expect(
      detectLanguage('The government announced on Tuesday that the new budget would be presented to parliament next week.', 'fr'),
    ).toBe('en');
  });

  it('extracts the article body of a page with Readability', () => {
    const paragraphs = Array.from(
      { length: 6 },
      (_, i) =>
        `<p>Paragraph ${i} of the real article, long enough to count as content for the reader view, with words and commas, many of them.</p>`,
    ).join('');
    const html = `<html><head><title>T</title></head><body><nav><a href="/">Home</a> <a href="/x">Sections</a></nav><article><h1>T</h1>${paragraphs}</article><footer>Cookie banner and links</footer></body></html>`;
    const content = extractReadable(html, 'https://news.example/a');
    expect(content).toContain('Paragraph 5 of the real article');
    expect(content).not.toContain('Cookie banner');
  });
});

describe('story clustering', () => {
  it('finds near-identical titles by LSH bands and exact trigram similarity', () => {
    const a = 'Storm floods the northern coast';
    const b = 'Storm floods northern coast';
    const c = 'Central bank holds interest rates';
    expect(jaccard(titleTrigrams(a), titleTrigrams(b))).toBeGreaterThan(0.5);
    expect(jaccard(titleTrigrams(a), titleTrigrams(c))).toBeLessThan(0.2);
    const shared = (x: string, y: string) => titleBands(x).filter((band) => titleBands(y).includes(band)).length;
    expect(shared(a, b)).toBeGreaterThan(0);
    expect(shared(a, c)).toBe(0);
    expect(titleBands('Hi')).toEqual([]);
  });
});
