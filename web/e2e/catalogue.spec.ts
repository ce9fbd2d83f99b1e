import type { Browser, Page } from '@playwright/test';
import { CATALOGUE } from '../src/routes/routes';
import { seriousFindings } from './support/axe';
import { E2E_ADMIN } from './support/env';
import { drawAllDemos, fillLogin, HOME, openInApp, sidewaysOverflow } from './support/pages';
import { expect, test } from './support/test';

/** The sixty component pages (spec section 2), then the index, Pricing and FAQ. */
const COMPONENT_PAGES = Object.entries(CATALOGUE).flatMap(([group, names]) =>
  names.map((name) => `/app/components/${group}/${name}`),
);
const ROUTES = [...COMPONENT_PAGES, '/app/components', '/app/pages/pricing', '/app/pages/faq'];

// The two long loops (light English, dark right-to-left Japanese) run side by side on the two workers.
test.describe.configure({ mode: 'parallel' });

type Look = { currentTheme: 'light' | 'dark'; direction: 'ltr' | 'rtl'; locale: string };

async function adminPage(browser: Browser, look: Look, options: { clipboard?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  const page = await context.newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await page.evaluate((l) => {
    const saved = JSON.parse(localStorage.getItem('atrium.theme') ?? '{}');
    localStorage.setItem('atrium.theme', JSON.stringify({ ...saved, ...l }));
  }, look);
  return page;
}

/** The component page a path names (`/app/components/general/button` → `[data-component="button"]`). */
const componentPage = (page: Page, path: string) =>
  page.locator(`.catalogue-page[data-component="${path.split('/').pop()}"]`);

/** The page has drawn: a component page down to its API table, the others to their main content. */
async function drawn(page: Page, path: string) {
  if (path.startsWith('/app/components/') && COMPONENT_PAGES.includes(path)) {
    // Opened as a link, the page before stays until this one's chunk has come: wait for this one.
    await expect(componentPage(page, path).locator('#api')).toBeVisible();
    await drawAllDemos(page);
  } else if (path === '/app/components') await expect(page.locator('.catalogue-card').first()).toBeVisible();
  else if (path.endsWith('/pricing')) await expect(page.locator('.pricing-card-title').first()).toBeVisible();
  else await expect(page.locator('.faq-category').first()).toBeVisible();
  // Skeletons and spinners inside demos (and the index's previews of them) are what those demos show.
  const shown = ':not([data-demo] *):not(.catalogue-preview *)';
  await expect(page.locator(`.page-loader, .ant-skeleton${shown}, .ant-spin-spinning${shown}`)).toHaveCount(
    0,
  );
}

/**
 * Shows the code of the page's second demo, copies it, and answers whether the clipboard holds exactly the shown
 * source (a whole module). The clipboard is emptied first, so a late copy of the page before cannot pass for it.
 * The waits run inside the page, frame by frame: expect's retries back off (100, 250, 500, 1000 ms), and that
 * back-off made this check 3.3 s a page.
 */
async function copiesWhatItShows(page: Page, path: string): Promise<boolean> {
  // Called once the page has drawn all its demos (drawn()); the click scrolls the card into view.
  const card = componentPage(page, path).locator('[data-demo]').nth(1);
  await card.getByRole('button', { name: 'Show code' }).click();
  const code = card.locator('pre.demo-code');
  // Loaded and highlighted: then the shown text, and an empty clipboard.
  const shown = await code.evaluate(async (pre) => {
    for (let frame = 0; frame < 900; frame++) {
      if (pre.getAttribute('aria-busy') === 'false' && pre.querySelector('.sh-keyword')) {
        await navigator.clipboard.writeText('');
        return pre.textContent ?? '';
      }
      await new Promise((done) => requestAnimationFrame(done));
    }
    return 'the code view never finished loading';
  });
  await card.getByRole('button', { name: 'Copy' }).click();
  const copied = await page.evaluate(async () => {
    for (let frame = 0; frame < 900; frame++) {
      const text = await navigator.clipboard.readText();
      if (text) return text;
      await new Promise((done) => requestAnimationFrame(done));
    }
    return '';
  });
  return shown.includes('export default function') && copied === shown;
}

// axe-core runs in the dark loop: names, roles and labels are the same in both looks, and dark is where this app's
// colours have failed contrast (light is antd's own palette, which the quality loop checks on the landed screens).
// The light loop copies one demo's code on each component page (pages.test.tsx checks every demo's file statically).
for (const look of [
  { currentTheme: 'light', direction: 'ltr', locale: 'en', axe: false, copy: true },
  { currentTheme: 'dark', direction: 'rtl', locale: 'ja', axe: true, copy: false },
] satisfies (Look & { axe: boolean; copy: boolean })[]) {
  test(`every catalogue page, the index, Pricing and FAQ draw whole in ${look.currentTheme} ${look.direction} ${look.locale}: all demos, no console error, no sideways scroll${look.axe ? ', nothing serious for axe' : ''}${look.copy ? '; each component page copies exactly the code it shows for one of its demos' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(900_000);
    const { axe: _axe, copy: _copy, ...theme } = look;
    const page = await adminPage(browser, theme, { clipboard: look.copy });
    const problems: string[] = [];
    let route = '';
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${route}: console error ${m.text().slice(0, 300)}`);
    });
    // The first page is loaded whole (the saved look applies at boot); the others open as a link would.
    await page.goto(ROUTES[0] as string);
    for (const path of ROUTES) {
      route = path;
      await page.setViewportSize({ width: 1440, height: 900 });
      await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', look.direction);
      await expect(page.locator('html')).toHaveAttribute('data-theme', look.currentTheme);
      try {
        await drawn(page, path);
      } catch (error) {
        // Noted, and on to the next page: one run lists every page that is wrong.
        problems.push(`${path}: not drawn: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      if (COMPONENT_PAGES.includes(path)) {
        const declared = Number(
          await page.locator('[data-declared-demos]').getAttribute('data-declared-demos'),
        );
        expect(declared, path).toBeGreaterThanOrEqual(5);
        expect(await page.locator('[data-demo]').count(), path).toBeGreaterThanOrEqual(declared);
        const failed = await page.locator('[data-demo-error]').count();
        if (failed) problems.push(`${path}: ${failed} demo(s) failed to draw`);
        if (look.copy && !(await copiesWhatItShows(page, path)))
          problems.push(`${path}: the copied code is not the code shown`);
      }
      if (look.axe) {
        // The page's own content: the shell around it (a long side nav) is the quality loop's, and checking it
        // again here cost 40% of each page's axe run.
        for (const f of await seriousFindings(page, path, '#main-content'))
          problems.push(`${path}: axe ${f.id} at ${f.targets.slice(0, 2)}`);
      }
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const extra = await sidewaysOverflow(page);
        if (extra > 0) problems.push(`${path}: ${extra}px sideways at ${width}px`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a playground control changes the demo and its code; a demo link opens at its card', async ({
  browser,
}) => {
  const page = await adminPage(browser, { currentTheme: 'light', direction: 'ltr', locale: 'en' });
  await page.goto('/app/components/general/button');
  const playground = page.getByRole('region', { name: 'Playground', exact: true });
  const stage = playground.locator('[data-playground-stage] button');
  const code = playground.locator('pre.demo-code');
  await expect(stage).toHaveClass(/ant-btn-primary/);
  await expect(code).toContainText('<Button type="primary">Add product</Button>');

  await playground.getByLabel('type', { exact: true }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^dashed$/ })
    .click();
  await playground.getByText('large', { exact: true }).click();
  await playground.getByRole('switch', { name: 'danger' }).click();
  await expect(stage).toHaveClass(/ant-btn-dashed/);
  await expect(stage).toHaveClass(/ant-btn-lg/);
  await expect(code).toContainText('<Button type="dashed" size="large" danger>Add product</Button>');

  await page.goto('/app/components/general/button#demo-loading');
  await expect(page.locator('#demo-loading')).toBeInViewport();

  // The controls beside a wide stage (the Table page's, 1440 px): a group of option buttons stays on one line, and a
  // dotted prop name breaks after its dot, not inside a word.
  await page.goto('/app/components/data-display/table');
  const controls = page.getByRole('region', { name: 'Playground', exact: true }).locator('fieldset');
  const sizes = controls.locator('.playground-control-radio').first().locator('.ant-radio-button-wrapper');
  await expect(sizes).toHaveCount(3);
  const tops = await sizes.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const placement = controls.locator('label', { hasText: 'pagination.placement' });
  await expect(placement.locator('wbr')).toHaveCount(1);
});

test('the form demo shows antd’s French messages for required, e-mail, minimum length and number range', async ({
  browser,
}) => {
  const page = await adminPage(browser, { currentTheme: 'light', direction: 'ltr', locale: 'fr' });
  await page.goto('/app/components/data-entry/form');
  await drawAllDemos(page);
  const demo = page
    .locator('[data-demo]')
    .filter({ has: page.getByRole('button', { name: 'Validate all' }) });
  await demo.getByLabel('Customer name').fill('Al');
  await demo.getByLabel('E-mail').fill('pas-un-email');
  await demo.getByLabel('Quantity').fill('500');
  await demo.getByRole('button', { name: 'Validate all' }).click();
  await expect(
    demo.getByText('La taille du champ Customer name doit être au minimum de 3 caractères'),
  ).toBeVisible();
  await expect(demo.getByText("La valeur du champ E-mail n'est pas valide pour le type email")).toBeVisible();
  await expect(demo.getByText('La valeur du champ Quantity doit être entre 1 et 99')).toBeVisible();
  await expect(demo.getByText(/^Le champ .+ est obligatoire$/).first()).toBeVisible();
});

test('the FAQ filters to the matching question in Chinese; the header search finds a component by its English name in Japanese', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, { currentTheme: 'light', direction: 'ltr', locale: 'zh' });
  await page.goto('/app/pages/faq');
  const count = page.locator('.faq-count');
  await expect(count).toHaveText('12 个问题');
  await page.getByRole('textbox', { name: '搜索问题' }).fill('忘记密码');
  await expect(count).toHaveText('1 个问题');
  const question = page.getByRole('button', { name: '忘记密码怎么办？' });
  await expect(question.locator('mark')).toHaveText('忘记密码');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('在登录页点击')).toBeVisible();

  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('atrium.theme') ?? '{}');
    localStorage.setItem('atrium.theme', JSON.stringify({ ...saved, locale: 'ja' }));
  });
  await page.goto('/app/components');
  await page.getByRole('textbox', { name: 'コンポーネントを絞り込む' }).fill('table');
  await expect(page.getByRole('link', { name: 'テーブル Table' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'コンポーネント' })).toHaveText(
    '1 個のコンポーネント',
  );
  await page.getByRole('textbox', { name: '画面を検索（Ctrl+K）' }).click();
  await page.keyboard.type('DatePicker');
  await page.locator('.route-search-option').filter({ hasText: '日付ピッカー' }).click();
  await expect(page).toHaveURL('/app/components/data-entry/date-picker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('日付ピッカー');
});
