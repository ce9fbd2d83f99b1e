import type { CsvCell } from '@atrium/contracts/csv';
import { saveBlob } from '../../../lib/download';

export type { CsvCell };

/**
 * Saves a widget's rows as a CSV file named after its title and today's date, written by the product's one CSV
 * policy (`@atrium/contracts/csv`: BOM, RFC 4180 quoting, formulas defused), loaded on the first export only.
 */
export async function downloadCsv(rows: CsvCell[][], title: string) {
  const { csvFileName, toCsvRows, CSV_BOM } = await import('@atrium/contracts/csv');
  const blob = new Blob([CSV_BOM + toCsvRows(rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, csvFileName(title));
}
