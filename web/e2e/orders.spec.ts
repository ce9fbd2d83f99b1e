import { readFileSync } from 'node:fs';
import { registerManager } from './support/pages';
import { expect, test } from './support/test';

test('filter orders by Pending and export CSV: the downloaded rows match the filter', async ({ page }) => {
  await registerManager(page, 'orders');
  await page.goto('/app/apps/ecommerce/orders');
  await page.getByRole('combobox', { name: 'Payment status' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Pending' }).click();
  await expect(page).toHaveURL(/paymentStatus=pending/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // The previous page stays on screen while the filtered one loads: wait until no row is anything else.
  await expect(rows.filter({ hasNotText: 'Pending' })).toHaveCount(0);
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  const totalText = await page.locator('.ant-pagination-total-text').innerText();
  const total = Number(/of ([\d,]+)/.exec(totalText)?.[1]?.replace(/,/g, ''));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff); // BOM for spreadsheets
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('ID,Date,Customer,Email,Product,Items,Order status,Payment status,Total,Remark');
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.includes(',pending,'))).toBe(true);
});

test('add a remark to an order and open its invoice: the grand total is the order total', async ({
  page,
}) => {
  await registerManager(page, 'remark');
  await page.goto('/app/apps/ecommerce/orders?sort=id&order=asc');
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const id = (await first.locator('td').nth(0).innerText()).replace(/\D/g, '');
  const orderTotal = await first.locator('td').filter({ hasText: '$' }).last().innerText();

  await page.getByRole('button', { name: `Actions for order ${id}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add to remark' }).click();
  await page.getByPlaceholder('Write a remark').fill('Leave at the front desk, merci');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The remark on order ${id} has been saved.`)).toBeVisible();

  await page.getByRole('button', { name: `Actions for order ${id}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByText('Leave at the front desk, merci')).toBeVisible();
  await page.getByRole('link', { name: 'Open invoice' }).click();
  await expect(page).toHaveURL(`/app/pages/invoice?order=${id}`);
  await expect(page.getByTestId('invoice-grand-total')).toHaveText(orderTotal.trim());
});
