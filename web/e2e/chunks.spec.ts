import { uniqueEmail } from './support/emulator';
import { register } from './support/pages';
import { expect, test } from './support/test';

const DOCS_CHUNK = '**/assets/documentation-*.js';

for (const [cause, label, block] of [
  ['error', 'Network error', (route: import('@playwright/test').Route) => route.abort('failed')],
  [
    'missing',
    'Missing',
    (route: import('@playwright/test').Route) => route.fulfill({ status: 404, body: '' }),
  ],
] as const) {
  test(`a screen whose chunk fails (${cause}) shows "Loading chunk failed" and Retry recovers`, async ({
    page,
  }) => {
    await register(page, '/auth/register-1', uniqueEmail(`chunk-${cause}`), 'secret12');
    await page.route(DOCS_CHUNK, block);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Documentation' }).click();

    await expect(page.getByText('Loading chunk failed')).toBeVisible();
    const detail = page.getByTestId('chunk-error-detail');
    await expect(detail).toContainText(label);
    await expect(detail).toContainText(/\/assets\/documentation-[\w-]+\.js/);
    await expect(page.getByTestId('side-nav')).toBeVisible(); // the shell stays usable

    await page.unroute(DOCS_CHUNK);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  });
}
