import { saveBlob } from '../../../lib/download';
export type CsvCell = string | number | null | undefined;

/** A cell a spreadsheet would run as a formula (CSV injection); numbers are left alone. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, fields with a quote, comma or line break quoted. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}

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

/** Saves rows as a UTF-8 CSV file with a byte-order mark (so spreadsheet apps read the encoding right). */
export function downloadCsv(rows: CsvCell[][], fileName: string) {
  const blob = new Blob([`\uFEFF${toCsv(rows)}\r\n`], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName);
}
