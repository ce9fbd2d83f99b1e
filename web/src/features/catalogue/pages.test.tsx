import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../config/app-config';
import { CATALOGUE } from '../../routes/routes';
import type { CataloguePage } from './kit/types';
import { loadPage, pageNames } from './load-page';

const NAMES = Object.values(CATALOGUE).flat();
/** Pages with fewer than four demos besides the playground, and why. */
const FEWER_DEMOS: Record<string, number> = {};

const strings = (lng: string, name: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../public/locales/${lng}/catalogue/${name}.json`), 'utf8'),
  );
const definition = async (name: string) =>
  ((await loadPage(name)) as { default: ComponentType & { page: CataloguePage } }).default.page;

describe('the component catalogue', () => {
  it('has a page module for every route and no page without one', () => {
    expect(pageNames().sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s declares its demos, playground, API and words in four languages', async (name) => {
    const page = await definition(name);
    expect(page.name).toBe(name);
    expect(page.demos.length).toBeGreaterThanOrEqual(FEWER_DEMOS[name] ?? 4);
    expect(new Set(page.demos.map((d) => d.key)).size).toBe(page.demos.length);
    expect(page.playground.controls.length).toBeGreaterThanOrEqual(2);
    expect(page.api.length).toBeGreaterThanOrEqual(5);
    for (const lng of LOCALES) {
      const words = strings(lng, name);
      const where = `${lng}/catalogue/${name}`;
      expect(words.intro, where).toBeTruthy();
      expect(words.playground?.title && words.playground?.description, where).toBeTruthy();
      if (page.note) expect(words.note, where).toBeTruthy();
      for (const { key } of page.demos)
        expect(
          words.demos?.[key]?.title && words.demos?.[key]?.description,
          `${where} demos.${key}`,
        ).toBeTruthy();
      for (const { name: prop } of page.api) expect(words.api?.[prop], `${where} api.${prop}`).toBeTruthy();
    }
  });

  // Each demo's card shows (and copies) the file its `source` loads: it must be the file its `Demo` comes from. The
  // E2E copies one demo on a few pages in a real browser; the pairing itself is checked here, for every demo.
  it.each(NAMES)('%s shows each demo the source file of that very demo', async (name) => {
    const file = readFileSync(path.resolve(__dirname, `pages/${name}.tsx`), 'utf8');
    const modules = new Map(
      [...file.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)].map((m) => [m[1], m[2]]),
    );
    const pairs = [...file.matchAll(/Demo: (\w+),\s*source: \(\) => import\('([^']+)\?raw'\)/g)];
    const { demos } = await definition(name);
    expect(pairs.length, 'every demo declared as { key, Demo, source }').toBe(demos.length);
    for (const [, demo, source] of pairs) expect(`${modules.get(demo as string)}.tsx`, demo).toBe(source);
    for (const demo of demos)
      expect(((await demo.source()) as { default: string }).default).toContain('export default function');
  });

  it.each(NAMES)('%s shows the code its playground draws, for its first values', async (name) => {
    const { playground } = await definition(name);
    const values = Object.fromEntries(playground.controls.map((c) => [c.prop, c.initial]));
    const code = playground.code(values);
    expect(code).toMatch(/^import /);
    expect(code).toContain('export default function');
  });
});

// Each page drawn whole: pages-drawn-*.test.tsx.
