export { CSV_BOM, CSV_EOL, csvCell, csvLine, parseCsv, toCsv, type CsvValue } from './csv';
