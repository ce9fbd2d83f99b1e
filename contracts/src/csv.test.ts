import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvFileName, toCsvFile, toCsvRows } from './csv.ts';

describe('the CSV policy', () => {
  it('joins fields with commas and ends every row with CRLF, leaving plain fields unquoted', () => {
    expect(
      toCsvRows([
        ['Name', 'Amount'],
        ['Ana', 12.5],
      ]),
    ).toBe('Name,Amount\r\nAna,12.5\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(toCsvRows([['a,b', 'say "hi"', 'two\nlines']])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('writes null, undefined and non-finite numbers as empty fields, negative numbers as numbers', () => {
    expect(toCsvRows([[null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -4, 0]])).toBe(',,,,-4,0\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")'],
    ['+1+1'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1'],
    ['\r=1'],
    ['=1\nsecond line'],
  ])('defuses %j, which a spreadsheet would run as a formula', (text) => {
    const cell = toCsvRows([[text]]).slice(0, -2);
    // Quoted, with an apostrophe first inside the quotes: the spreadsheet shows the text.
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(cell).toBe(`"'${text.replaceAll('"', '""')}"`);
  });

  it('keeps any script as is and starts a file with the byte-order mark and the header', () => {
    expect(toCsvFile(['名前', 'Ville'], [['最新交易', 'Québec']])).toBe(
      `${CSV_BOM}名前,Ville\r\n最新交易,Québec\r\n`,
    );
  });
});

describe('csvFileName', () => {
  const day = new Date(2025, 2, 4);
  it('names the file after the title and the date', () => {
    expect(csvFileName('Latest Transactions', day)).toBe('latest-transactions-2025-03-04.csv');
    expect(csvFileName('Sales by Category!', day)).toBe('sales-by-category-2025-03-04.csv');
    expect(csvFileName('最新交易', day)).toBe('最新交易-2025-03-04.csv');
    expect(csvFileName('« »', day)).toBe('export-2025-03-04.csv');
  });
});
