import Papa from 'papaparse';

// The one CSV policy of the product: the orders and audit exports on the server and the widget exports in the
// browser all write through it.

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula (CSV injection: `=HYPERLINK(…)`, `+1+1`, `-2+3`, `@SUM(…)`,
 * or a leading tab or carriage return) gets a leading apostrophe, so it shows as text. Numbers are left alone.
 * Papa's own `escapeFormulae: true` pattern ends in `.*$`, which misses a formula followed by a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 rows: comma-separated, CRLF after every row, a field quoted when it needs to be. */
export function toCsvRows(rows: CsvCell[][]): string {
  if (rows.length === 0) return '';
  // Papa writes NaN and Infinity as words; a spreadsheet should see an empty cell.
  const clean = rows.map((row) => row.map((c) => (typeof c === 'number' && !Number.isFinite(c) ? null : c)));
  return `${Papa.unparse(clean, { newline: '\r\n', escapeFormulae: FORMULA_START, header: false })}\r\n`;
}

/** The byte-order mark that starts every file, so spreadsheet apps read UTF-8 (accents, CJK) correctly. */
export const CSV_BOM = '\uFEFF';

/** A whole file: BOM, header row, rows. */
export const toCsvFile = (header: string[], rows: CsvCell[][]) => CSV_BOM + toCsvRows([header, ...rows]);

/** "Latest Transactions" on 2025-03-04 → "latest-transactions-2025-03-04.csv" (letters of any script kept). */
export function csvFileName(title: string, date: Date = new Date()): string {
  const slug = title
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `${slug || 'export'}-${day}.csv`;
}
