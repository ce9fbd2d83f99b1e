import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES, hasDecimals, moneySchema, queryInt } from './api.ts';

describe('field error codes', () => {
  it('lists every code a contract refinement names, so the web has words for it', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const named = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/params: \{ code: '(\w+)'/g)])
      .map((m) => m[1]);
    expect(named.length).toBeGreaterThan(5);
    for (const code of named) expect(FIELD_ERROR_CODES).toContain(code);
  });
});

describe('strict numbers', () => {
  it('takes money as a JSON number with at most two decimals', () => {
    const money = moneySchema(1000);
    expect(money.parse(12.5)).toBe(12.5);
    expect(money.parse(0.29)).toBe(0.29);
    for (const bad of ['', '5', null, true, [5], -1, 1.234, 1000.01, Number.NaN]) {
      expect(money.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(hasDecimals(19.99, 2)).toBe(true);
    expect(hasDecimals(19.999, 2)).toBe(false);
  });

  it('reads integer query parameters from digits only', () => {
    const page = queryInt(1, 100);
    expect(page.parse('7')).toBe(7);
    for (const bad of ['', ' 5', '1e2', '0x10', '5.5', '0', '101', '3000000000']) {
      expect(page.safeParse(bad).success, bad).toBe(false);
    }
  });
});
