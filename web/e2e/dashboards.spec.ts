import { idTokenFor, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { HOME, register, registerManager } from './support/pages';
import { expect, test } from './support/test';

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('an order placed through the API shows in Revenue and Sales after Refresh', async ({ page }) => {
  const email = await registerManager(page, 'dash');
  const revenue = page.getByTestId('summary-revenue').locator('.dashboard-figure');
  const sales = page.getByTestId('summary-sales').locator('.dashboard-figure');
  await expect(revenue).toHaveText(/\$/);
  const revenueBefore = money(await revenue.innerText());
  const salesBefore = money(await sales.innerText());

  // Another client places an order: at catalogue prices, so the total comes back from the server.
  const authorization = `Bearer ${await idTokenFor(email, 'secret12')}`;
  const products = await (
    await fetch(`${E2E_BASE_URL}/api/products?pageSize=1&sort=stock&order=desc`, {
      headers: { authorization },
    })
  ).json();
  const placed = await fetch(`${E2E_BASE_URL}/api/orders`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { name: 'Dana Scully', email: 'dana@example.com' },
      lines: [{ productId: products.items[0].id, quantity: 2 }],
    }),
  });
  expect(placed.status).toBe(201);
  const order = await placed.json();

  await page.getByRole('button', { name: 'Revenue menu' }).click();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect.poll(async () => money(await revenue.innerText())).toBeCloseTo(revenueBefore + order.total, 2);
  await expect.poll(async () => money(await sales.innerText())).toBe(salesBefore + 1);
});

test('the Default dashboard’s Unique Visitors chart shows the values under the pointer and by keyboard, and hides a series from its legend', async ({
  page,
}) => {
  await register(page, '/auth/register-1', uniqueEmail('area'), 'secret12');
  const widget = page.getByTestId('visitors-line');
  const chart = widget.getByRole('img', { name: 'Unique visitors (Month)' });
  await expect(chart.locator('[data-series]')).toHaveCount(2);
  const tooltip = widget.locator('.area-chart-tooltip');
  await expect(tooltip).toBeHidden();

  // The pointer at the right end of the plot: the latest month, with both series' values.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Visitors');
  await expect(tooltip).toContainText('Page views');
  const latest = await tooltip.locator('.area-chart-tooltip-title').innerText();
  // The tooltip stays inside the card.
  const card = await widget.boundingBox();
  const tip = await tooltip.boundingBox();
  expect(tip && card && tip.x >= card.x && tip.x + tip.width <= card.x + card.width).toBe(true);
  await page.mouse.move(box.x + box.width / 2, box.y - 80);
  await expect(tooltip).toBeHidden();

  // The keyboard reaches the same values: Home is the first month, End the latest.
  await chart.locator('..').focus();
  await page.keyboard.press('Home');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('.area-chart-tooltip-title')).not.toHaveText(latest);
  await page.keyboard.press('End');
  await expect(tooltip.locator('.area-chart-tooltip-title')).toHaveText(latest);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  const pageViews = widget.getByRole('button', { name: 'Page views' });
  await pageViews.click();
  await expect(pageViews).toHaveAttribute('aria-pressed', 'false');
  await expect(chart.locator('[data-series]')).toHaveCount(1);
});

test('Day, Week and Month redraw Unique Visitors; the region map draws the countries', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('visitors'), 'secret12');
  await page.goto('/app/dashboards/analytic');
  const widget = page.getByTestId('visitors-bar');
  const chart = widget.getByRole('img', { name: /Unique visitors/ });
  await expect(chart).toHaveAccessibleName('Unique visitors (Month)');
  const monthly = await chart.textContent(); // the canvas's text fallback: one figure per bucket

  const daily = page.waitForResponse(/\/api\/dashboards\/visitors\?interval=day/);
  await widget.getByText('Day', { exact: true }).click();
  await daily;
  await expect(chart).toHaveAccessibleName('Unique visitors (Day)');
  await expect(chart).not.toHaveText(monthly ?? '');
  await widget.getByText('Week', { exact: true }).click();
  await expect(chart).toHaveAccessibleName('Unique visitors (Week)');

  const map = page.getByRole('img', { name: 'World map of sessions by country' });
  await expect(map).toBeVisible();
  expect(await map.locator('[data-country]').count()).toBeGreaterThan(150);
  await expect(
    page.getByRole('list', { name: 'Countries with the most sessions' }).locator('li').first(),
  ).toBeVisible();
});

test('every dashboard and showcase page renders in dark mode and French without console errors', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await register(page, '/auth/register-1', uniqueEmail('dark-fr'), 'secret12');
  await page.evaluate(() =>
    localStorage.setItem('atrium.theme', JSON.stringify({ locale: 'fr', currentTheme: 'dark' })),
  );
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
  });
  const pages = [
    [HOME, 'Par défaut'],
    ['/app/dashboards/analytic', 'Analytique'],
    ['/app/dashboards/sales', 'Ventes'],
    ['/app/components/charts/apex-charts', 'Apex Charts'],
    ['/app/components/charts/chartjs', 'ChartJS'],
    ['/app/components/maps/simple-map', 'Carte simple'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.page-header')).toContainText(title);
    await expect(page.locator('canvas, svg[role="img"], .apexcharts-canvas').first()).toBeVisible();
    await expect(page.locator('.ant-skeleton, .widget-skeleton')).toHaveCount(0);
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
