import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, leaving plain fields unquoted', () => {
    expect(
      toCsv([
        ['Name', 'Amount'],
        ['Ana', 12.5],
      ]),
    ).toBe('Name,Amount\r\nAna,12.5');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\r']])).toBe('"a,b","say ""hi""","two\nlines","cr\r"');
  });

  it('writes null, undefined and non-finite numbers as empty fields, negative numbers as numbers', () => {
    expect(toCsv([[null, undefined, Number.NaN, -4, 0]])).toBe(',,,-4,0');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv([['=SUM(A1)', '+1', '@cmd', '-x', 'ok']])).toBe("'=SUM(A1),'+1,'@cmd,'-x,ok");
  });

  it('keeps any script as is', () => {
    expect(toCsv([['最新交易', 'Québec']])).toBe('最新交易,Québec');
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
