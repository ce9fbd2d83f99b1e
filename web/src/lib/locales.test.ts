import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/app-config';
import { KNOWN_AUTH_ERRORS } from '../features/auth/errors';
import { DOC_PAGES } from '../features/docs/pages/documentation';
import { LEGAL_PAGES } from '../features/docs/pages/legal';
import { screensOf } from '../routes/navigation';
import { openRoutes, protectedRoutes, publicRoutes } from '../routes/routes';

const publicDir = path.resolve(__dirname, '../../public');
/** Every namespace, folders included (locales/en/catalogue/button.json is `catalogue/button`). */
const NAMESPACES = readdirSync(path.join(publicDir, 'locales', 'en'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) =>
    f
      .replace(/\.json$/, '')
      .split(path.sep)
      .join('/'),
  );
const load = (lng: string, ns = 'common') =>
  JSON.parse(readFileSync(path.join(publicDir, 'locales', lng, `${ns}.json`), 'utf8'));
/** Every leaf of a namespace as [dotted key, text]. */
const entries = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}${k}.`))
    : [[prefix.slice(0, -1), String(value)]];
/** i18next plural keys (`_one`, `_many`…) differ by language: compare the key without its plural form. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (map: Map<string, string>) =>
  [...new Set([...map.keys()].map((k) => k.replace(PLURAL, '')))].sort();
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('translations', () => {
  const enKeys = entries(load('en')).map(([key]) => key);

  // Every namespace (common, people, dashboards, showcase…) in every language: the same keys, none left empty,
  // and the same {{placeholders}} as English.
  it.each(LOCALES.filter((l) => l !== 'en').flatMap((lng) => NAMESPACES.map((ns) => [lng, ns])))(
    '%s/%s has every English key, translated, with the same placeholders',
    (lng, ns) => {
      const en = new Map(entries(load('en', ns)));
      const other = new Map(entries(load(lng, ns)));
      expect(baseKeys(other)).toEqual(baseKeys(en));
      for (const [key, text] of other) {
        const english = en.get(key) ?? en.get(key.replace(PLURAL, '_other')) ?? '';
        expect(text.trim(), `${lng}/${ns}: ${key}`).not.toBe('');
        expect(placeholders(text), `${lng}/${ns}: ${key}`).toBe(placeholders(english));
      }
      // Every plural form the language's rules can pick (zh and ja: other only; fr: one, many, other).
      const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const key of en.keys()) {
        if (!key.endsWith('_other')) continue;
        const base = key.slice(0, -'_other'.length);
        for (const form of forms)
          expect(other.has(`${base}_${form}`), `${lng}/${ns}: ${base}_${form}`).toBe(true);
      }
    },
  );

  it('names every route and explains every known auth error', () => {
    const titles = [
      ...publicRoutes,
      ...openRoutes,
      ...screensOf(protectedRoutes).flatMap((s) => s.trail),
    ].map((n) => n.titleKey);
    const shellKeys = entries(load('en', 'shell')).map(([key]) => `shell:${key}`);
    for (const key of titles) expect([...enKeys, ...shellKeys]).toContain(key);
    for (const code of KNOWN_AUTH_ERRORS) expect(enKeys).toContain(`auth.errors.${code}`);
  });

  it('has words for every error code the API sends', () => {
    const apiKeys = entries(load('en', 'shell')).map(([key]) => key);
    for (const code of API_ERROR_CODES) expect(apiKeys).toContain(`apiErrors.codes.${code}`);
    for (const code of FIELD_ERROR_CODES) expect(apiKeys).toContain(`apiErrors.fields.${code}`);
  });

  it.each(LOCALES)('has every documentation page in %s', (lng) => {
    const files = readdirSync(path.join(publicDir, 'docs', lng));
    for (const page of [...DOC_PAGES, ...LEGAL_PAGES]) expect(files).toContain(`${page}.md`);
  });

  // A sentence left in English (the Japanese footer once was) reads as a bug to a Chinese or Japanese reader.
  it.each(['zh', 'ja'])('leaves no English sentence untranslated in %s', (lng) => {
    const untranslated = NAMESPACES.flatMap((ns) => {
      const en = new Map(entries(load('en', ns)));
      return entries(load(lng, ns))
        .filter(([key, text]) => text === en.get(key) && /[A-Za-z]+(\s+[A-Za-z]+){2,}/.test(text))
        .map(([key]) => `${ns}: ${key}`);
    });
    expect(untranslated).toEqual([]);
  });
});
