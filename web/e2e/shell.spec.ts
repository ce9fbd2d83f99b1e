import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { HOME, popupsSettled, register } from './support/pages';
import { expect, test } from './support/test';

async function openThemePanel(page: Page) {
  await page.getByTestId('theme-panel-toggle').click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

test('theme panel: top nav, dark mode, RTL and French, all kept after a reload', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('theme'), 'secret12');
  await expect(page.getByTestId('side-nav')).toBeVisible();

  let panel = await openThemePanel(page);
  await panel.getByText('Top', { exact: true }).click();
  await expect(page.getByTestId('top-nav')).toBeVisible();
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
  await expect(page.getByTestId('top-nav')).toHaveCSS('background-color', 'rgb(39, 104, 220)');
  await panel.getByText('Side', { exact: true }).click();
  await expect(page.getByTestId('side-nav')).toBeVisible();

  await panel.getByRole('switch', { name: 'Dark Theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 37, 49)');

  await panel.getByText('RTL', { exact: true }).click();
  await expect(page.locator('body')).toHaveClass(/\brtl\b/);
  const viewport = page.viewportSize()?.width ?? 0;
  const nav = await page.getByTestId('side-nav').boundingBox();
  expect(nav && nav.x + nav.width).toBeCloseTo(viewport, -1); // the side nav hugs the right edge

  await panel.getByLabel('Language').click();
  await popupsSettled(page);
  await page.locator('.ant-select-item-option').filter({ hasText: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('side-nav')).toContainText('Tableau de bord');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveClass(/\brtl\b/);
  await expect(page.getByTestId('side-nav')).toContainText('Tableau de bord');
  // A French amount keeps its own order in the RTL layout: a left-to-right isolate, not "US$ 763,05 779".
  await expect(page.locator('.dashboard-figure').first()).toHaveText(/^\u2066[\d\s,]+\$US\u2069$/);
  panel = await openThemePanel(page);
  await expect(panel.getByRole('switch', { name: 'Thème sombre' })).toBeChecked();

  // antd's own texts follow too: its French form messages on the sign-in page.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Menu du compte|Account menu/ }).click();
  await popupsSettled(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le champ E-mail est obligatoire')).toBeVisible();
  // …in its own order in the RTL layout (a sentence's full stop stays at its end), still aligned right (styles.css).
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const error = page.locator('.ant-form-item-explain-error').first();
  await expect(error).toHaveCSS('unicode-bidi', 'plaintext');
  await expect(error).toHaveCSS('text-align', 'right');
});

test('nav collapse, route search and breadcrumb come from the route table', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('nav'), 'secret12');
  await page.getByTestId('nav-toggle').click();
  await expect(page.getByTestId('side-nav')).toHaveCSS('width', '80px');
  await page.getByTestId('nav-toggle').click();
  await expect(page.getByTestId('side-nav')).toHaveCSS('width', '250px');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('routing');
  await expect(page.getByText('Documentation').last()).toBeVisible();
  await page.keyboard.type('{selectall}');
  const search = page.getByRole('combobox', { name: /Search screens/ });
  await search.fill('error 2');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/error-page-2');
  await expect(page.getByTestId('side-nav')).toHaveCount(0); // blank layout

  await page.goto('/app/docs/documentation/routing');
  await expect(page.locator('.page-header')).toContainText('Documentation');
  await expect(page.locator('.ant-breadcrumb')).toContainText('Docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing' })).toBeVisible();
  await page.getByRole('link', { name: 'Localization' }).first().click();
  await expect(page).toHaveURL('/app/docs/documentation/localization');
});

test('the side nav works from the keyboard: Tab reaches each section and link, Enter opens a section, the focus shows', async ({
  page,
}) => {
  await register(page, '/auth/register-1', uniqueEmail('keys'), 'secret12');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Default' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Calendar' }).focus();
  await page.keyboard.press('Tab');
  const project = nav.getByRole('button', { name: 'Project' });
  await expect(project).toBeFocused();
  await expect(project).toHaveAttribute('aria-expanded', 'false');
  // The app's focus ring (light: #2768dc), not antd's, which the dark nav hides.
  await expect(project).toHaveCSS('outline', 'rgb(39, 104, 220) solid 2px');
  await page.keyboard.press('Enter');
  await expect(project).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Project List' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/apps/project/list');
  await expect(nav.getByRole('link', { name: 'Project List' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Default' })).not.toHaveAttribute('aria-current');
  await expect(nav.locator('.ant-menu-item-selected')).toHaveCount(1);
});

test.describe('below 768px', () => {
  test.use({ viewport: { width: 420, height: 860 } });

  test('the side nav becomes a drawer opened from the header', async ({ page }) => {
    await register(page, '/auth/register-1', uniqueEmail('mobile'), 'secret12');
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    await page.getByTestId('nav-toggle').click();
    const drawer = page.locator('.mobile-nav');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/app\/docs\/documentation\/introduction/);
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(HOME);
  });

  test('a search button opens the screen search, which says when nothing matches', async ({ page }) => {
    await register(page, '/auth/register-1', uniqueEmail('mobile-search'), 'secret12');
    await expect(page.getByRole('combobox', { name: /Search screens/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search screens' }).click();
    const search = page.getByRole('combobox', { name: /Search screens/ });
    await expect(search).toBeFocused();
    await search.fill('zzz-no-such-screen');
    await expect(page.getByText('No screen matches')).toBeVisible();
    await search.fill('orders');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/apps/ecommerce/orders');
    await expect(search).toHaveCount(0); // the bar closes on arrival
  });
});

test('the terms and privacy pages open from the sign-in page and from the app, signed in or not', async ({
  page,
}) => {
  await page.goto('/auth/login-2');
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL('/legal/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy & Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL('/login');

  await register(page, '/auth/register-1', uniqueEmail('legal'), 'secret12');
  await page.locator('.app-footer').getByRole('link', { name: 'Privacy & Policy' }).click();
  await expect(page).toHaveURL('/legal/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Atrium' }).click();
  await expect(page).toHaveURL(HOME);
});

test('a missing translation file falls back to English without breaking the page', async ({ page }) => {
  await page.route('**/locales/ja/common.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.addInitScript(() => localStorage.setItem('atrium.theme', JSON.stringify({ locale: 'ja' })));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the API reference page shows the operations of the generated document, loading nothing from elsewhere', async ({
  page,
}) => {
  const origin = new URL(E2E_BASE_URL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/reference/');
  await expect(page.getByRole('heading', { name: 'Atrium API' }).first()).toBeVisible();
  await expect(page.getByText('The signed-in member, whole profile').first()).toBeVisible();
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
