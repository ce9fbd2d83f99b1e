import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/emulator';
import { HOME, register } from './support/pages';
import { expect, test } from './support/test';

// Issue 2's byte budget: what a browser downloads as JavaScript for /login, gzip -9 of each body, in the
// units of the perf probe the budget was set with (shared/tools/perf-probe: 1 KB = 1024 bytes).
const KB = 1024;
// Issue 19 lowered both budgets to what was reached (245.7 KB and 448.7 KB measured when they were set; then 245.0
// and 444.6 KB once the icons' own copies of Babel's `_extends` went, web/build/icon-extends.ts; then 244.9 and
// 442.8 KB once the app's icon imports named each icon's module, web/build/icon-deep-imports.ts).
const LOGIN_JS_BUDGET_BYTES = 245 * KB;
// Issue 5's: the signed-in Default dashboard with its charts (peers measured the same way: 742 KB and 361 KB).
// The sixty component pages of issue 16 share the shell's libraries; web/build/shell-chunks.ts keeps those in
// fixed chunks (boot, start, shell) instead of a file per mix of pages: 443 KB in 73 files, not 457 KB in 108.
// Issue 19 lowered it to 379.5 KB (378.9 measured, then 379.1 with the deferred widget menus) once the Unique Visitors
// chart was drawn as SVG and the page stopped loading Chart.js (lib/charts/area-chart.tsx). It holds with the side
// nav drawn without rc-menu (layouts/app-layout/nav-tree.tsx, +0.7 KB), paid for by six small helpers joining the
// shell's chunk (SHELL_HELPERS in web/build/shell-chunks.ts, -0.95 KB): 379.3 KB measured.
const DASHBOARD_JS_BUDGET_BYTES = 379.5 * KB;

/** gzip -9 size of every script the page downloads, by URL. */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(url, gzipSync(body, { level: 9 }).length);
  });
  return scripts;
}

function report(label: string, scripts: Map<string, number>) {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const lines = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([url, size]) => `  ${(size / KB).toFixed(1)} KB  ${new URL(url).pathname}`);
  console.log(
    `${label} JavaScript: ${(total / KB).toFixed(2)} KB gzip in ${scripts.size} files\n${lines.join('\n')}`,
  );
  return total;
}

/** Whether the shell's prebuilt antd stylesheet is the page's first stylesheet (antd's place, before the app's). */
const antdShellStylesFirst = (page: Page) =>
  page.evaluate(() =>
    /\/antd-shell-[\w-]+\.css$/.test(
      document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '',
    ),
  );

/** Those of `components` whose rules antd wrote at runtime (their prebuilt styles missed them). */
const rulesWrittenAtRuntime = (page: Page, components: string[]) =>
  page.locator('style[data-css-hash]').evaluateAll(
    (tags, names) =>
      names.filter((component) =>
        // A rule, not the block of the component's `--ant-…` variables antd always writes.
        tags.some((tag) => new RegExp(`\\.ant-${component}\\b[^{}]*\\{(?!--)`).test(tag.textContent ?? '')),
      ),
    components,
  );
const SHELL_COMPONENTS = ['menu', 'dropdown', 'avatar', 'breadcrumb', 'card', 'segmented'];

test('the JavaScript loaded for /login stays within 245 KB gzip, without the Firebase SDK', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  expect(report('/login', scripts)).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  expect([...scripts.keys()].some((url) => /\/firebase-[\w-]+\.js$/.test(url))).toBe(false);
  // antd's prebuilt styles for the signed-in screens are not the sign-in page's to parse (web/build/antd-css.ts).
  expect(await page.locator('link[href*="/antd-shell-"]').count()).toBe(0);
  // The app's start (antd's provider, the router), evaluated a task after the entry's modules, is linked by the page
  // itself rather than fetched once the entry runs (web/build/shell-chunks.ts).
  expect(await page.locator('link[rel="modulepreload"][href^="/assets/start-"]').count()).toBe(1);

  // The SDK arrives on first interaction with the form.
  const sdk = page.waitForResponse(/\/assets\/firebase-[\w-]+\.js$/);
  await page.getByLabel('Email').focus();
  await sdk;
});

test('the signed-in Default dashboard, charts included, loads at most 379.5 KB gzip of JavaScript, no ApexCharts or Chart.js, prebuilt antd styles (the catalogue’s too)', async ({
  page,
  browser,
}) => {
  await register(page, '/auth/register-1', uniqueEmail('budget'), 'secret12');
  // Signed in from the sign-in page, which did not link them, the shell has added antd's styles for its screens before
  // the app's stylesheets, and antd has read their cache map again: it writes no rules for the menu or the header's
  // dropdowns and avatar itself (without `reset` in src/lib/antd-shell-styles.ts it writes one <style> per component).
  await expect(page.getByTestId('welcome-title')).toBeVisible();
  await expect(page.locator('.ant-skeleton, .widget-skeleton')).toHaveCount(0);
  expect(await antdShellStylesFirst(page), 'the shell’s antd styles come before the app’s stylesheets').toBe(
    true,
  );
  expect(await rulesWrittenAtRuntime(page, SHELL_COMPONENTS)).toEqual([]);
  // A fresh context (empty HTTP cache) that is signed in: Firebase keeps its session in IndexedDB.
  const context = await browser.newContext({
    storageState: await page.context().storageState({ indexedDB: true }),
  });
  const fresh = await context.newPage();
  const scripts = recordScripts(fresh);
  await fresh.goto(HOME, { waitUntil: 'networkidle' });
  await expect(fresh.getByTestId('welcome-title')).toBeVisible();
  // The charts have drawn (SVG: the Default dashboard loads no chart library).
  await expect(
    fresh.getByTestId('visitors-line').locator('svg[role="img"] [data-series] path').first(),
  ).toBeVisible();
  expect(await fresh.locator('canvas').count()).toBe(0);
  await expect(fresh.locator('.ant-skeleton, .widget-skeleton')).toHaveCount(0);

  const total = report(HOME, scripts);
  // The prerendered dashboard links them itself, in the same place.
  expect(await antdShellStylesFirst(fresh), 'prerendered: the shell’s antd styles come first').toBe(true);
  expect(await rulesWrittenAtRuntime(fresh, SHELL_COMPONENTS)).toEqual([]);
  // antd's styles for these screens come prebuilt (web/build/antd-css.ts): antd writes only a few <style> tags
  // itself (theme variables, components not in the list) instead of one per component (about 50 before).
  const runtimeStyles = await fresh.locator('style[data-css-hash]').count();
  console.log(`${HOME}: ${runtimeStyles} <style> tags written by antd at runtime`);

  // The catalogue brings the styles of the components it adds (web/src/features/catalogue/kit/antd-styles.ts):
  // the Form page's playground (radios, a select, switches, number inputs) writes none of their rules (only their
  // tokens as CSS variables, a block of `--ant-…` declarations that antd always writes at runtime).
  // (antd has read its map of precomputed styles on the shell's first render, before the catalogue's file came.)
  await fresh.goto('/app/components/data-entry/form');
  await expect(fresh.locator('main #api')).toBeVisible();
  await expect(fresh.locator('main .ant-radio-button-wrapper').first()).toBeVisible();
  const catalogueStyles = await rulesWrittenAtRuntime(fresh, ['radio', 'switch', 'input-number']);
  // They sit where antd's runtime styles go, before the app's stylesheets, so that the app's rules still win their
  // ties with antd's (appended after them, they broke the dark Calendar's selected date and the calendar's swatches).
  const beforeAppCss = await fresh.evaluate(() => {
    const catalogue = document.getElementById('antd-catalogue-css');
    const app = document.querySelector('link[rel="stylesheet"]');
    return (
      !!catalogue && !!app && !!(catalogue.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  await context.close();
  expect(beforeAppCss, 'the catalogue’s antd styles come before the app’s stylesheets').toBe(true);
  expect(runtimeStyles).toBeLessThan(15);
  expect(
    catalogueStyles,
    'antd styles written at runtime for the Form page’s radios, switches, number inputs',
  ).toEqual([]);
  expect(total).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_BYTES);
  expect([...scripts.keys()].some((url) => /apex/i.test(url))).toBe(false);
  expect(
    [...scripts.keys()].filter((url) => /chartjs/i.test(url)),
    'no Chart.js: the area chart is SVG',
  ).toEqual([]);
});
