export { CSV_BOM, csvLine, parseCsv, toCsv } from './csv';
