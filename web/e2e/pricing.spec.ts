import { idTokenFor, setRole, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { register } from './support/pages';
import { expect, test } from './support/test';

/** The workspace plan as another client sets it: each test starts from a known plan whatever ran before. */
async function putPlan(email: string, body: unknown) {
  const response = await fetch(`${E2E_BASE_URL}/api/billing/plan`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await idTokenFor(email, 'secret12')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

test('an admin chooses Premium yearly on Pricing; after a reload Setting › Billing shows it with its renewal', async ({
  page,
}) => {
  const email = uniqueEmail('plan-admin');
  await register(page, '/auth/register-1', email, 'secret12');
  await setRole(email, 'admin');
  expect(await putPlan(email, { plan: 'free', period: 'monthly' })).toBe(200);

  await page.goto('/app/pages/pricing');
  await expect(page.getByTestId('plan-free').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByTestId('ask-admin')).toHaveCount(0);
  // Side by side, the plans' prices and actions line up whatever their descriptions' lengths (Free's is one line
  // here, Monthly's and Premium's two).
  const tops = (selector: string) =>
    page
      .locator(`[data-testid^="plan-"] ${selector}`)
      .evaluateAll((found) => found.map((e) => e.getBoundingClientRect().top));
  expect(new Set(await tops('.pricing-amount')).size).toBe(1);
  expect(new Set(await tops('.pricing-action')).size).toBe(1);
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Yearly').click();
  await expect(page.getByTestId('plan-premium')).toContainText('/ year');
  await page.getByRole('button', { name: 'Get Started with Premium' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Switch to Premium?');
  await dialog.getByRole('button', { name: 'Switch plan' }).click();
  await expect(page.getByText(/^The workspace is now on the Premium plan\. It renews on /)).toBeVisible();
  await expect(page.getByTestId('plan-premium').getByRole('button', { name: 'Current plan' })).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('plan-premium')).toContainText('Current plan');
  await page.goto('/app/pages/setting/billing');
  const summary = page.getByTestId('plan-summary');
  await expect(summary).toContainText('Premium');
  await expect(summary).toContainText('Yearly');
  const renewal = summary.locator('time');
  await expect(renewal).toHaveText(/\d{4}/);
  const renewsAt = Date.parse((await renewal.getAttribute('datetime')) ?? '');
  const days = (renewsAt - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  expect(days).toBeLessThan(367);
});

test('a plain member sees whom to ask and no Get Started, and a PUT from their page is refused with 403', async ({
  page,
}) => {
  const email = uniqueEmail('plan-member');
  await register(page, '/auth/register-1', email, 'secret12');
  await page.goto('/app/pages/pricing');
  await expect(page.getByTestId('plan-premium')).toBeVisible();
  await expect(page.getByTestId('ask-admin')).toContainText('Ask an admin to change the plan: ');
  await expect(page.getByRole('button', { name: /Get Started/ })).toHaveCount(0);

  // The member's own session, from the page: its refresh token for an ID token, then the API.
  const status = await page.evaluate(async () => {
    const refreshToken = localStorage.getItem('auth_token') ?? '';
    const session = await fetch('/securetoken.googleapis.com/v1/token?key=demo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    const { id_token: idToken } = (await session.json()) as { id_token: string };
    const response = await fetch('/api/billing/plan', {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'premium', period: 'yearly' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(status).toEqual({ status: 403, body: expect.objectContaining({ permission: 'billing.manage' }) });
});
