import { CSV_BOM, csvCell, parseCsv, toCsv } from './csv';

// What a spreadsheet makes of our files, read with either separator a locale
// uses: no cell may start a formula, numbers stay numbers, text stays whole.

const HOSTILE = [
  '=1+2',
  '+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  'Storm;=HYPERLINK("http://evil.example","click")',
  'Storm; =HYPERLINK("http://evil.example","click")',
  'Storm, =HYPERLINK("http://evil.example","click")',
  'a;b,c "quoted"\r\nsecond line',
];

/** A cell a spreadsheet would run: it starts with a formula character once the quotes are read. */
const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell);

describe('csv', () => {
  it.each([',', ';'] as const)('keeps every hostile text inert and whole when read with %j', (separator) => {
    const file = toCsv(['title', 'tone'], [...HOSTILE.map((text) => [text, -3.85]), ['Élections, العاصفة; 選挙', 2]]);
    const rows = parseCsv(file, separator);
    const cells = rows.flat();
    // Only the numbers start with a minus: a spreadsheet reads them as numbers.
    expect(cells.filter(runs)).toEqual(separator === ',' ? HOSTILE.map(() => '-3.85') : []);
    if (separator === ',') {
      // Read with its own separator, every text comes back whole; one that starts a formula behind the ' that makes it text.
      expect(rows.slice(1, -1).map((row) => row[0])).toEqual(HOSTILE.map((text) => (runs(text) ? `'${text}` : text)));
      expect(rows.at(-1)).toEqual(['Élections, العاصفة; 選挙', '2']);
    }
  });

  it('writes numbers as numbers, so sums and averages work', () => {
    expect(csvCell(-3.85)).toBe('-3.85');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(parseCsv(toCsv(['tone'], [[-3.85], [1.5]]))).toEqual([['tone'], ['-3.85'], ['1.5']]);
  });

  it('quotes any text with either separator, a quote or a line break, and neutralizes a formula start', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('-3.85')).toBe(`"'-3.85"`);
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    const file = toCsv(['a', 'b'], [['é', 'ع']]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file).toBe(`${CSV_BOM}a,b\r\né,ع\r\n`);
  });
});
