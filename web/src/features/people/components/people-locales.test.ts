import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/app-config';

const localesDir = path.resolve(__dirname, '../../../../public/locales');
const load = (lng: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(localesDir, lng, 'people.json'), 'utf8'));
const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, `${prefix}${k}.`)))
    : { [prefix.slice(0, -1)]: String(value) };
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('people translations', () => {
  const en = flatten(load('en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key with the same placeholders', (lng) => {
    const other = flatten(load(lng));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(other[key] ?? ''), `${lng}: ${key}`).toBe(placeholders(text));
      expect(other[key]?.trim(), `${lng}: ${key}`).not.toBe('');
    }
  });
});
