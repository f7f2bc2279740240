import iconv from 'iconv-lite';

import { decodeText, encodingForLabel, repairDoubleEncoding } from '../../src/news/encoding';

// Bytes to text as browsers do it (WHATWG Encoding). The whole feeds are in
// the corpus (test/fixtures/feeds/corpus/encoding-*); these are the rules.

const xml = (text: string, encoding = '') =>
  `<?xml version="1.0"${encoding ? ` encoding="${encoding}"` : ''}?><rss><channel><title>${text}</title></channel></rss>`;

describe('encoding detection', () => {
  it('reads ISO-8859-1 and ASCII labels as windows-1252 (the WHATWG table)', () => {
    expect(encodingForLabel('ISO-8859-1')).toBe('windows-1252');
    expect(encodingForLabel('us-ascii')).toBe('windows-1252');
    expect(encodingForLabel('latin1')).toBe('windows-1252');
    expect(encodingForLabel('UTF-32')).toBe('utf-32le');
    expect(encodingForLabel('no-such-charset')).toBeNull();
    const text = decodeText(iconv.encode(xml('“Prix” 5 € – œuvre', 'ISO-8859-1'), 'windows-1252'), 'text/xml; charset=iso-8859-1');
    expect(text).toMatchObject({ encoding: 'windows-1252', from: 'http' });
    expect(text.text).toContain('“Prix” 5 € – œuvre');
  });

  it('keeps the five bytes windows-1252 leaves unassigned as their code points, never U+FFFD', () => {
    expect(decodeText(Buffer.from([0x3c, 0x61, 0x3e, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x80]), 'text/xml; charset=windows-1252').text).toBe(
      '<a>\u0081\u008d\u008f\u0090\u009d€',
    );
  });

  it.each([
    [
      'a UTF-8 BOM over a latin-1 label',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml('Olá', 'ISO-8859-1'))]),
      'text/xml; charset=iso-8859-1',
      'utf-8',
      'bom',
    ],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(xml('Größe'), 'utf-16le')]), null, 'utf-16le', 'bom'],
    ['UTF-16BE without a BOM', iconv.encode(xml('Größe'), 'utf-16be'), 'text/xml; charset=utf-8', 'utf-16be', 'bytes'],
    [
      'UTF-32BE with a BOM',
      Buffer.concat([Buffer.from([0, 0, 0xfe, 0xff]), iconv.encode(xml('Größe'), 'utf-32be')]),
      null,
      'utf-32be',
      'bom',
    ],
    ['UTF-32LE without a BOM', iconv.encode(xml('Größe'), 'utf-32le'), null, 'utf-32le', 'bytes'],
    [
      'the prolog when the header says nothing',
      iconv.encode(xml('Größe', 'ISO-8859-15'), 'iso-8859-15'),
      'application/xml',
      'iso-8859-15',
      'document',
    ],
    [
      'an HTML meta charset',
      iconv.encode('<html><head><meta charset="windows-1251"><title>Новости</title>', 'windows-1251'),
      'text/html',
      'windows-1251',
      'document',
    ],
  ])('%s', (_label, bytes, contentType, encoding, from) => {
    const decoded = decodeText(bytes, contentType);
    expect(decoded).toMatchObject({ encoding, from });
    expect(decoded.text).toMatch(/Größe|Olá|Новости/);
  });

  it('does not believe a UTF-8 label on bytes that are not UTF-8, and detects instead', () => {
    const decoded = decodeText(
      iconv.encode(xml('Eleição em São Paulo: votação começa às oito horas da manhã', 'UTF-8'), 'latin1'),
      'application/rss+xml; charset=utf-8',
    );
    expect(decoded.from).toBe('detected');
    expect(decoded.text).toContain('Eleição em São Paulo: votação começa às oito horas da manhã');
    expect(decoded.text).not.toContain('\ufffd');
  });
});

describe('double-encoded UTF-8', () => {
  it('is repaired where the bytes can only have been UTF-8', () => {
    expect(repairDoubleEncoding('InflaÃ§Ã£o sobe')).toBe('Inflação sobe');
    expect(repairDoubleEncoding('Itâ€™s â€œquotedâ€\u009d â€” ok')).toBe('It’s “quoted” — ok');
    expect(repairDoubleEncoding('Ø§Ù„Ø§Ù†ØªØ®Ø§Ø¨Ø§Øª')).toBe('الانتخابات');
  });

  it('leaves text alone that is not', () => {
    for (const text of ['café crème', 'NÃO', 'São Paulo', 'À bientôt', 'Ã la carte', 'Ã', 'Größe', '“Prices” – €5']) {
      expect(repairDoubleEncoding(text)).toBe(text);
    }
  });
});
