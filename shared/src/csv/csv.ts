// ----------------------------------------------------------------------
// The one CSV writer of the product: the API's streamed exports and every
// file a page saves (docs/decisions/0011-hardening.md, "CSV that
// spreadsheets trust"). A spreadsheet opens a file with the separator of its
// locale: a comma in English, a semicolon in French, Spanish or German Excel.
// Written so that either reading is safe and right:
//
// - numbers are written as numbers (-3.85, never '-3.85), so sums work;
// - a text cell that starts with =, +, -, @, a tab or a carriage return is
//   prefixed with ' (shown as text, never run as a formula) and quoted;
// - a text cell holding a comma or a semicolon (either separator), a quote
//   or a line break is quoted, so no reading splits it into a cell that
//   starts a formula;
// - UTF-8 with a byte order mark, so Excel reads accents and Arabic.

/** What a cell may hold: text, a number (written as one), or nothing. */
export type CsvValue = string | number | null | undefined;

/** The byte order mark that starts every file. */
export const CSV_BOM = '\uFEFF';

/** Lines end with CRLF (RFC 4180). */
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\n\r\t]/;

/** One CSV cell. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const formula = FORMULA_START.test(value);
  const text = formula ? `'${value}` : value;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, with its line end. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}${CSV_EOL}`;
}

/** A whole CSV file: the BOM, the header, then the rows. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return `${CSV_BOM}${[columns, ...rows].map(csvLine).join('')}`;
}

/**
 * Reads CSV text as a spreadsheet would with `separator` (RFC 4180 quoting, a
 * leading BOM dropped): the rows of cells. For tests and imports.
 */
export function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && source[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
