import type { Browser, Page } from '@playwright/test';
import { type Finding, seriousFindings } from './support/axe';
import { idTokenFor } from './support/emulator';
import { E2E_ADMIN, E2E_BASE_URL } from './support/env';
import { fillLogin, HOME, openInApp, sidewaysOverflow } from './support/pages';
import { expect, test } from './support/test';

/**
 * Every landed screen, checked the way a new user meets it: no sideways scrolling of the page at phone, tablet and
 * desktop widths (left to right and right to left), and no serious or critical axe-core finding in light and dark.
 * One signed-in admin context per test walks all the screens, so the loop costs page loads, not sign-ins.
 */
const SIGNED_IN = [
  HOME,
  '/app/dashboards/analytic',
  '/app/dashboards/sales',
  // The calendar's month grid, time grid and agenda (the admin is invited to the demo workspace's events).
  '/app/apps/calendar',
  '/app/apps/calendar?view=week',
  '/app/apps/calendar?view=agenda',
  // The admin's Inbox (a demo workspace's first member finds three weeks of mail) and a new message.
  '/app/apps/mail/inbox',
  '/app/apps/mail/compose',
  '/app/apps/ecommerce/product-list',
  '/app/apps/ecommerce/add-product',
  '/app/apps/ecommerce/edit-product/1',
  '/app/apps/ecommerce/orders',
  '/app/components/charts/apex-charts',
  '/app/components/charts/chartjs',
  '/app/components/maps/simple-map',
  '/app/pages/profile',
  // Another member's profile (demo members are seeded into the E2E database).
  '/app/pages/profile/demo-000003',
  '/app/pages/user-list',
  '/app/pages/setting/edit-profile',
  '/app/pages/setting/change-password',
  '/app/pages/setting/billing',
  '/app/pages/setting/notification',
  '/app/pages/invoice',
  '/app/pages/audit-log',
  '/app/pages/notifications',
  '/app/docs/documentation',
] as const;
const SIGNED_OUT = [
  '/auth/login-1',
  '/auth/login-2',
  '/auth/register-1',
  '/auth/register-2',
  '/auth/forgot-password',
  '/app/error-page-1',
  '/app/error-page-2',
  '/legal/terms',
  '/legal/privacy',
] as const;

/**
 * The fixed screens, then the chat list and the admin's first conversation (seeded with history: grouped
 * bubbles, date dividers, reactions), whose id the list gives, and the newest mail of the admin's Inbox opened.
 */
async function signedInScreens(page: Page): Promise<string[]> {
  await page.goto('/app/apps/chat');
  const first = await page.getByTestId('chat-item').first().getAttribute('href');
  expect(first).toMatch(/^\/app\/apps\/chat\/[0-9a-f-]{36}$/);
  await page.goto('/app/apps/mail/inbox');
  const mail = await page.getByTestId('mail-row').first().getByRole('link').getAttribute('href');
  expect(mail).toMatch(/^\/app\/apps\/mail\/inbox\/[0-9a-f-]{36}$/);
  const board = `/app/apps/project/scrumboard/${await busyProject()}`;
  return [...SIGNED_IN, '/app/apps/chat', first as string, mail as string, '/app/apps/project/list', board];
}

/** A project of the admin's with labelled, dated and assigned cards in two columns, made through the API. */
async function busyProject(): Promise<string> {
  const authorization = `Bearer ${await idTokenFor(E2E_ADMIN.email, E2E_ADMIN.password)}`;
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${E2E_BASE_URL}/api${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const me = await api('GET', '/me');
  const project = await api('POST', '/projects', {
    name: 'Quality review',
    category: 'Checks',
    description: 'A board with a bit of everything.',
    dueDate: '2020-01-01',
  });
  const { columns } = await api('GET', `/projects/${project.id}/board`);
  const titles = ['Check contrast', 'Check overflow on phones', 'A card with a rather long title that wraps'];
  for (const [i, title] of titles.entries()) {
    const card = await api('POST', `/columns/${columns[i % 2].id}/cards`, { title });
    await api('PATCH', `/cards/${card.id}`, {
      labels: [['task'], ['bug', 'live_issue'], ['low_priority']][i],
      dueDate: i === 1 ? '2020-01-01' : '2099-01-01',
      assigneeUids: [me.uid],
    });
    await api('POST', `/cards/${card.id}/checklist`, { text: 'First step' });
  }
  return project.id;
}

async function adminPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  return page;
}

async function setTheme(page: Page, theme: { currentTheme?: string; direction?: string }) {
  await page.evaluate((t) => {
    const saved = JSON.parse(localStorage.getItem('atrium.theme') ?? '{}');
    localStorage.setItem('atrium.theme', JSON.stringify({ ...saved, ...t }));
  }, theme);
}

/**
 * The screen has drawn its data (no skeleton, no spinner, no pending chart) and stopped moving: colours measured in
 * the middle of a menu's or a message's opening motion are not the ones a person reads.
 */
async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.ant-skeleton, .widget-skeleton, .ant-spin-spinning, .page-loader')).toHaveCount(
    0,
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

test('no landed screen scrolls sideways at 390, 820 or 1440 px, left to right or right to left', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await adminPage(browser, 1440);
  const screens = await signedInScreens(page);
  const overflowing: string[] = [];
  for (const direction of ['ltr', 'rtl'] as const) {
    await setTheme(page, { direction });
    await page.goto(HOME); // the saved direction applies at boot
    for (const path of screens) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await settled(page);
      // One visit per screen, made narrower: what a person does dragging a window's edge.
      for (const width of [1440, 820, 390]) {
        if (width !== 1440) await page.setViewportSize({ width, height: 900 });
        const extra = await sidewaysOverflow(page);
        if (extra > 0) overflowing.push(`${direction} ${width}px ${path}: ${extra}px too wide`);
      }
    }
  }
  expect(overflowing).toEqual([]);
});

for (const currentTheme of ['light', 'dark'] as const) {
  test(`axe-core finds nothing serious on any landed screen in ${currentTheme} mode`, async ({ browser }) => {
    test.setTimeout(600_000);
    const page = await adminPage(browser, 1280);
    await setTheme(page, { currentTheme });
    const findings: Finding[] = [];
    const screens = await signedInScreens(page);
    await page.goto(HOME); // the saved theme applies at boot
    for (const [index, path] of screens.entries()) {
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', currentTheme);
      await settled(page);
      // The shell (header, the long side nav, footer) is checked whole on the first screen; on the others only the
      // screen's own content, which is what changes (the shell again was about a third of each screen's axe run).
      findings.push(...(await seriousFindings(page, path, index === 0 ? undefined : '#main-content')));
    }
    // Signed out: the sign-in, sign-up and error screens, in a fresh context with the same theme.
    const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await guest.goto('/auth/login-1');
    await setTheme(guest, { currentTheme });
    for (const path of SIGNED_OUT) {
      await guest.goto(path);
      await expect(guest.locator('html')).toHaveAttribute('data-theme', currentTheme);
      await settled(guest);
      findings.push(...(await seriousFindings(guest, path)));
    }
    expect(findings).toEqual([]);
  });
}
