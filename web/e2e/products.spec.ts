import { fileURLToPath } from 'node:url';
import { registerManager } from './support/pages';
import { expect, test } from './support/test';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

test('create a product with two images and two variants, find it, reload, edit its price', async ({
  page,
}) => {
  await registerManager(page, 'catalog');
  const name = `Harbor Parka ${Date.now().toString(36)}`;
  await page.goto('/app/apps/ecommerce/add-product');
  await page.getByLabel('Product name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('129.5');
  await page.getByLabel('Stock').fill('40');
  await page.getByLabel('Category').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Cloths' }).click();
  await page.locator('input[type=file]').setInputFiles([fixture('red.png'), fixture('blue.png')]);
  await expect(page.getByRole('img', { name: /Product image/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Set image 2 as main' }).click();

  await page.getByRole('tab', { name: 'Variation' }).click();
  const sku = Date.now().toString(36).toUpperCase();
  for (const [index, size] of ['M', 'L'].entries()) {
    await page.getByRole('button', { name: 'Add variant' }).click();
    await page.getByLabel('Variant name').nth(index).fill(size);
    await page.getByLabel('Variant price').nth(index).fill('129.5');
    await page.getByLabel('SKU').nth(index).fill(`HP-${sku}-${size}`);
  }
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(page).toHaveURL(/product-list/);

  await page.getByRole('textbox', { name: 'Search by product name or ID' }).fill(name);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$129.50');
  await page.reload();
  await expect(row).toHaveCount(1); // the search survives a reload through the URL

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  // The list's search box is labelled "Search by product name…": wait for the form itself.
  await expect(page).toHaveURL(/edit-product/);
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(name);
  await page.getByLabel('Price', { exact: true }).fill('99');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Your changes to ${name} have been saved.`)).toBeVisible();
  await page.goto(`/app/apps/ecommerce/product-list?q=${encodeURIComponent(name)}`);
  await expect(row).toContainText('$99.00');
});

test('bulk delete two products after confirming', async ({ page }) => {
  await registerManager(page, 'bulk');
  await page.goto('/app/apps/ecommerce/product-list?sort=id&order=desc');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const names = [
    await rows.nth(0).locator('td').nth(2).innerText(),
    await rows.nth(1).locator('td').nth(2).innerText(),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete (2)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 products have been deleted.')).toBeVisible();
  for (const gone of names) await expect(rows.filter({ hasText: gone.trim() })).toHaveCount(0);
});

test('leaving the product form with unsaved changes asks first', async ({ page }) => {
  await registerManager(page, 'unsaved');
  await page.goto('/app/apps/ecommerce/add-product');
  const name = page.getByLabel('Product name', { exact: true });
  await name.fill('Half-typed Scarf');

  const sideNav = page.getByTestId('side-nav');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Discard unsaved changes?' });
  await sideNav.getByRole('link', { name: 'Product List', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/add-product$/);
  await expect(name).toHaveValue('Half-typed Scarf');

  await sideNav.getByRole('link', { name: 'Product List', exact: true }).click();
  await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page).toHaveURL(/\/product-list/);

  // A reload gets the browser's own prompt (Chromium shows it only once the page was clicked: it was, above).
  await sideNav.getByRole('link', { name: 'Add Product', exact: true }).click();
  await expect(page).toHaveURL(/\/add-product$/);
  await name.fill('Another draft');
  // The form counts as changed a moment after the typing (its watch reports it, then the prompt is armed): reloading
  // at once raced it. The in-app dialog showing says it is armed.
  await sideNav.getByRole('link', { name: 'Product List', exact: true }).click();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  const prompts: string[] = [];
  // Answered in the listener: a page waiting on its beforeunload prompt cannot do anything else.
  page.once('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(name).toHaveValue(''); // left as the user agreed: what was typed is gone
});
