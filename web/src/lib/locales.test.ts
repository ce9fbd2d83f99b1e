import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/app-config';
import { KNOWN_AUTH_ERRORS } from '../features/auth/errors';
import { DOC_PAGES } from '../features/docs/pages/documentation';
import { screensOf } from '../routes/navigation';
import { protectedRoutes, publicRoutes } from '../routes/routes';

const publicDir = path.resolve(__dirname, '../../public');
const load = (lng: string) =>
  JSON.parse(readFileSync(path.join(publicDir, 'locales', lng, 'common.json'), 'utf8'));
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('translations', () => {
  const en = load('en');
  const enKeys = keysOf(en).sort();

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key and the same placeholders', (lng) => {
    const other = load(lng);
    expect(keysOf(other).sort()).toEqual(enKeys);
    for (const key of enKeys) {
      const get = (obj: Record<string, unknown>) =>
        key.split('.').reduce<unknown>((o, k) => (o as never)?.[k], obj);
      expect(placeholders(get(other) as string), `${lng}: ${key}`).toBe(placeholders(get(en) as string));
    }
  });

  it('names every route and explains every known auth error', () => {
    const titles = [...publicRoutes, ...screensOf(protectedRoutes).flatMap((s) => s.trail)].map(
      (n) => n.titleKey,
    );
    for (const key of titles) expect(enKeys).toContain(key);
    for (const code of KNOWN_AUTH_ERRORS) expect(enKeys).toContain(`auth.errors.${code}`);
  });

  it.each(LOCALES)('has every documentation page in %s', (lng) => {
    const files = readdirSync(path.join(publicDir, 'docs', lng));
    for (const page of DOC_PAGES) expect(files).toContain(`${page}.md`);
  });
});
