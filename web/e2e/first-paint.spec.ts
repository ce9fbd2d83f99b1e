import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './support/env';
import { HOME, registerManager } from './support/pages';
import { expect, test } from './support/test';

/**
 * The sign-in and sign-up pages come prerendered in the visitor's saved language, theme and direction
 * (web/build/prerender.ts, server/src/spa.ts): they paint before any JavaScript has run, and the app takes over
 * what was typed there without a visible change.
 */

const FRENCH_DARK_RTL = { locale: 'fr', currentTheme: 'dark', direction: 'rtl' };

/** A returning visitor: the saved look in localStorage, and the cookie the app keeps from it. */
async function returningVisitor(context: BrowserContext) {
  await context.addCookies([
    { name: 'atrium.prefs', value: 'l=fr&t=dark&d=rtl&n=side&c=0&s=light', url: E2E_BASE_URL },
  ]);
  await context.addInitScript((look) => {
    if (!localStorage.getItem('atrium.theme')) localStorage.setItem('atrium.theme', JSON.stringify(look));
  }, FRENCH_DARK_RTL);
}

/** Sums the layout shifts of the page from its first paint (the CLS a visitor would feel), noting what moved. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '?';
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}${testId ? ` in ${testId}` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        w.__shifted.push(
          `${document.getElementById('prerendered') ? '(under the prerendered page) ' : ''}${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${(entry.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
/** The time of the page's largest contentful paint so far (the browser's latest LCP entry). */
const watchLargestPaint = (page: Page) =>
  page.addInitScript(() => {
    new PerformanceObserver((list) => {
      (window as unknown as { __lcp: number }).__lcp = list.getEntries().at(-1)?.startTime ?? 0;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
const largestPaintAt = (page: Page) => page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
/** What moved, for the failure message. */
const shifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted.join('\n'));

/** Holds every script of the app until `release` is called: the page as a slow phone shows it before its code. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('without JavaScript, the sign-in page shows whole in the saved language, theme and direction', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await returningVisitor(context);
  const page = await context.newPage();
  await page.goto('/auth/login-1');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // Styled by the inline styles: a dark card, the primary button coloured, the form on the right in RTL.
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('button', { name: 'Se connecter' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await context.close();
});

test('what is typed before the app is ready is kept, with the focus, and the page does not move', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await returningVisitor(context);
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/auth/login-1', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('typed-early');
  release();
  // The app's own form replaces the prerendered one, with the values and the focus.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('E-mail')).toHaveValue(E2E_ADMIN.email);
  const password = page.getByLabel('Mot de passe', { exact: true });
  await expect(password).toHaveValue('typed-early');
  await expect(password).toBeFocused();
  expect(await layoutShift(page), await shifted(page)).toBeLessThan(0.02);
  // The form is the app's: a wrong password is refused with its message.
  await password.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await context.close();
});

test('Enter pressed before the app is ready signs in once it is', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/auth/login-1', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await context.close();
});

/** The mean brightness (0–255) of a PNG, measured by drawing it in a page. */
async function brightness(context: BrowserContext, png: Buffer) {
  const probe = await context.newPage();
  await probe.unrouteAll();
  const mean = await probe.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.drawImage(image, 0, 0);
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum += ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    return sum / (data.length / 4);
  }, png.toString('base64'));
  await probe.close();
  return mean;
}

for (const currentTheme of ['dark', 'light'] as const) {
  test(`a ${currentTheme}-theme member's dashboard paints ${currentTheme} before its scripts have run`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((theme) => {
      localStorage.setItem('atrium.theme', JSON.stringify({ currentTheme: theme }));
    }, currentTheme);
    const page = await context.newPage();
    await holdScripts(page);
    await page.goto(HOME, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', currentTheme);
    // What the window shows while the app's code is still on its way: the first frames a member sees.
    const mean = await brightness(context, await page.screenshot());
    if (currentTheme === 'dark') expect(mean).toBeLessThan(60);
    else expect(mean).toBeGreaterThan(200);
    await context.close();
  });
}

test('without JavaScript, a dashboard shows the signed-in shell in the saved language, theme, direction and nav', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies([
    { name: 'atrium.prefs', value: 'l=ja&t=dark&d=rtl&n=side&c=0&s=dark', url: E2E_BASE_URL },
  ]);
  const page = await context.newPage();
  await page.goto('/app/dashboards/sales');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ja');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // Header, the dark side nav on the right with the current screen selected, the page's title and its placeholders.
  await expect(page.getByRole('link', { name: /Atrium/ })).toBeVisible();
  // The prerendered copy has no test ids (the app's own elements are the ones tests address).
  await expect(page.locator('[data-testid]')).toHaveCount(0);
  const nav = page.locator('#prerendered .side-nav');
  await expect(nav).toHaveClass(/side-nav-dark/);
  await expect(nav.locator('.ant-menu-item-selected')).toHaveText('セールス');
  const navBox = await nav.boundingBox();
  expect(navBox?.x).toBeGreaterThan(640);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('セールス');
  await expect(page.locator('main .widget-skeleton').first()).toBeVisible();
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await context.close();
});

test("a member's dashboard paints as the prerendered shell, dark, greeting them by name, and the app takes over without anything moving", async ({
  page,
}) => {
  const email = await registerManager(page, 'shift');
  // Dark, with the side nav collapsed: as the theme panel saves it (the settings, and the cookie kept from them).
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('atrium.theme') ?? '{}');
    localStorage.setItem(
      'atrium.theme',
      JSON.stringify({ ...saved, currentTheme: 'dark', navCollapsed: true }),
    );
  });
  await page
    .context()
    .addCookies([{ name: 'atrium.prefs', value: 'l=en&t=dark&d=ltr&n=side&c=1&s=light', url: E2E_BASE_URL }]);
  // A member's next visit, from the first paint: the prerendered shell, then the app's, then each widget's data.
  const visit = await page.context().newPage();
  await page.close();
  await visit.setViewportSize({ width: 1280, height: 800 });
  await watchLayoutShifts(visit);
  await watchLargestPaint(visit);
  const release = await holdScripts(visit);
  await visit.goto(HOME, { waitUntil: 'commit' });
  const prerendered = visit.locator('#prerendered');
  await expect(prerendered.locator('.side-nav')).toHaveClass(/side-nav-collapsed/);
  // boot.js has put the name saved on this device into the greeting, the page's largest text, before its first paint.
  await expect(prerendered.locator('.dashboard-greeting')).toHaveText(`Welcome, ${email}`);
  await expect(prerendered.locator('main .widget-skeleton').first()).toBeVisible();
  await expect(visit.locator('html')).not.toHaveClass(/no-prerender/);
  // What the window shows while the app's code is still on its way: dark, not a flash of the light theme.
  expect(await brightness(visit.context(), await visit.screenshot())).toBeLessThan(60);
  const takeover = await visit.evaluate(() => performance.now());
  release();
  await expect(prerendered).toHaveCount(0);
  await expect(visit.locator('#root')).not.toHaveAttribute('inert');
  await expect(visit.getByTestId('summary-revenue').locator('.dashboard-figure')).toHaveText(/\$/);
  await expect(visit.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0);
  await visit.waitForLoadState('networkidle');
  expect(await layoutShift(visit), await shifted(visit)).toBeLessThan(0.02);
  // Nothing the app drew is larger than what the prerendered page painted: the largest paint came before its code ran.
  await expect(visit.getByTestId('welcome-title')).toHaveText(`Welcome, ${email}`);
  expect(await largestPaintAt(visit)).toBeLessThan(takeover);
  // The app's shell works: the nav expands.
  await visit.getByTestId('nav-toggle').click();
  await expect(visit.getByTestId('side-nav')).not.toHaveClass(/side-nav-collapsed/);
});

test('a visitor who is not signed in never sees the shell: the dashboard sends them to sign in', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(HOME, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/no-prerender/);
  await expect(page.locator('#prerendered')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
});

test('a member whose saved session has ended is sent to sign in: the prerendered shell gives way', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A token is saved, but the sign-in service holds no session for it any more.
  await context.addInitScript(() => localStorage.setItem('auth_token', 'ended-session'));
  const page = await context.newPage();
  await page.goto(HOME);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await context.close();
});

test("a click on a prerendered button before the app is ready is not lost: the app's button gets it", async ({
  page,
}) => {
  await registerManager(page, 'early-click');
  const visit = await page.context().newPage();
  await page.close();
  await visit.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(visit);
  await visit.goto(HOME, { waitUntil: 'commit' });
  // The header's theme settings button, while the page is still the prerendered copy (its code is held back).
  const early = visit.locator('#prerendered header').getByRole('button', { name: 'Theme settings' });
  await early.click();
  await expect(visit.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(visit.locator('#prerendered')).toHaveCount(0);
  await expect(visit.getByRole('dialog')).toBeVisible();
  await expect(visit.getByRole('dialog').getByText('Navigation Type')).toBeVisible();
});

test('a sign-in provider clicked on the prerendered page opens its sign-in once the app is ready', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/auth/login-1', { waitUntil: 'commit' });
  await page.locator('#prerendered').getByRole('button', { name: 'Google' }).click();
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  // The emulator's account chooser: the provider's sign-in has started.
  await expect(page.getByRole('dialog').getByLabel('Display name')).toBeVisible();
});
