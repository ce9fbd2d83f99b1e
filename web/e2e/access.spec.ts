import type { Browser, Page } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from './support/emulator';
import { E2E_ADMIN, E2E_BASE_URL } from './support/env';
import { fillLogin, HOME, popupsSettled, register, registerManager } from './support/pages';
import { expect, test } from './support/test';

async function signInAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(HOME);
  return page;
}

/** Calls the API as an account, the way another client would. */
async function api(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idTokenFor(email, 'secret12')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

test('a Member reads the shop but cannot change it; promoted to Manager by an admin, they edit a product, which the audit log records', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Another member with contact details, who hides their e-mail.
  const patEmail = uniqueEmail('pat');
  await createAccount(patEmail, 'secret12');
  const patName = `Pat Private ${Date.now().toString(36)}`;
  const pat = await api(patEmail, 'PATCH', '/me', {
    displayName: patName,
    phone: '+33 1 23 45 67 89',
    address: '1 Rue de Rivoli',
    emailVisible: false,
  });
  expect(pat.status).toBe(200);

  const email = uniqueEmail('member');
  const name = email.split('@')[0] as string;
  await register(page, '/auth/register-1', email, 'secret12');

  // The catalogue without Add or Delete.
  await page.goto('/app/apps/ecommerce/product-list');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add product' })).toHaveCount(0);
  await expect(rows.first().getByRole('checkbox')).toHaveCount(0);
  await rows
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await popupsSettled(page);
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The Add Product screen by its URL: the 403 page, and nothing in the menu leads there.
  await page.goto('/app/apps/ecommerce/add-product');
  await expect(page.getByTestId('forbidden')).toContainText('You do not have access to this page');
  await expect(page.getByTestId('forbidden')).toContainText('Only managers and administrators can do this.');
  await expect(page.getByRole('link', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);

  // Other members through their public profile: no phone, no address, no hidden e-mail.
  await page.goto(`/app/pages/user-list?q=${encodeURIComponent(patName)}`);
  await page.getByRole('button', { name: `View ${patName}` }).click();
  const drawer = page.getByTestId('member-drawer');
  await expect(drawer).toContainText('Hidden by the member');
  await expect(drawer).toContainText('visible only to the member and to administrators');
  await expect(drawer).not.toContainText('Phone');
  await expect(drawer).not.toContainText('+33');
  await expect(drawer).not.toContainText('Rivoli');
  await expect(page.getByText(patEmail)).toHaveCount(0);

  // An admin makes the member a Manager on the User list, and sees the contact fields the member could not.
  const admin = await signInAsAdmin(browser);
  await admin.goto(`/app/pages/user-list?q=${encodeURIComponent(email)}`);
  await admin.getByRole('combobox', { name: `Role of ${name}` }).click();
  await popupsSettled(admin);
  await admin.locator('.ant-select-item-option').filter({ hasText: 'Manager' }).click();
  await expect(admin.getByText(`${name} is now Manager.`)).toBeVisible();
  await admin.goto(`/app/pages/user-list?q=${encodeURIComponent(patName)}`);
  await admin.getByRole('button', { name: `View ${patName}` }).click();
  await expect(admin.getByTestId('member-drawer')).toContainText('+33 1 23 45 67 89');

  // After a reload the Manager edits a product.
  await page.goto('/app/apps/ecommerce/product-list?sort=id&order=asc');
  await expect(page.getByRole('button', { name: 'Add product' })).toBeVisible();
  const product = (await rows.first().locator('td').nth(2).innerText()).trim();
  await rows
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await popupsSettled(page);
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(product);
  // A stock of its own: a retry edits the same product, and the same value again would change nothing.
  const stock = String(100 + (Date.now() % 9000));
  await page.getByLabel('Stock').fill(stock);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Your changes to ${product} have been saved.`)).toBeVisible();

  // The admin finds the change in the audit log: who, what, which product.
  await admin.goto(`/app/pages/audit-log?action=product.update`);
  const entry = admin.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: product }).first();
  await expect(entry).toContainText(name);
  await expect(entry).toContainText(stock);
});

test('a French product form shows the server’s SKU-taken error in French', async ({ page }) => {
  const email = await registerManager(page, 'sku-fr');
  const sku = `FR-${Date.now().toString(36).toUpperCase()}`;
  const first = await api(email, 'POST', '/products', {
    name: 'Sac existant',
    price: 10,
    category: 'bags',
    variants: [{ name: 'Unique', price: 10, sku }],
  });
  expect(first.status).toBe(201);

  await page.evaluate(() => localStorage.setItem('atrium.theme', JSON.stringify({ locale: 'fr' })));
  await page.goto('/app/apps/ecommerce/add-product');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Nom du produit', { exact: true }).fill('Sac en double');
  await page.getByLabel('Prix', { exact: true }).fill('12');
  await page.getByLabel('Catégorie').click();
  await popupsSettled(page);
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sacs' }).click();
  await page.getByRole('tab', { name: 'Variantes' }).click();
  await page.getByRole('button', { name: 'Ajouter une variante' }).click();
  await page.getByLabel('Nom de la variante').fill('Unique');
  await page.getByLabel('Prix de la variante').fill('12');
  await page.getByLabel('Référence (SKU)').fill(sku);
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Un autre produit utilise déjà ce SKU.')).toBeVisible();
  await expect(page.getByText('Another product already uses this SKU.')).toHaveCount(0);
  await expect(page).toHaveURL(/add-product/);
});
