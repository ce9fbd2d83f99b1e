import type { Browser, Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { E2E_ADMIN, E2E_BASE_URL, E2E_EMULATOR_URL } from './support/env';
import { fillLogin, HOME, register } from './support/pages';
import { expect, test } from './support/test';

async function signInAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(HOME);
  return page;
}

/** Makes an account's first API request (which creates its member row), as its first visit would. */
async function joinWithoutBrowser(email: string) {
  await createAccount(email, 'secret12');
  const res = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret12', returnSecureToken: true }),
    },
  );
  const { idToken } = (await res.json()) as { idToken: string };
  await fetch(`${E2E_BASE_URL}/api/me`, { headers: { authorization: `Bearer ${idToken}` } });
}

test('the bell shows a join notification to the admin, and Mark all as read empties the count', async ({
  browser,
}) => {
  const email = uniqueEmail('joiner');
  await joinWithoutBrowser(email);
  const admin = await signInAsAdmin(browser);
  const bell = admin.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await bell.click();
  const panel = admin.getByTestId('notification-panel');
  await expect(panel).toContainText(`${email.split('@')[0]} joined Atrium`);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
});

test('an admin blocks a second account, which is then signed out with a message', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('blocked');
  await register(page, '/auth/register-1', email, 'secret12');
  await expect(page.getByTestId('notification-bell')).toBeVisible(); // its member row exists now

  const admin = await signInAsAdmin(browser);
  await admin.goto(`/app/pages/user-list?q=${encodeURIComponent(email)}`);
  const name = email.split('@')[0] as string;
  await admin.getByRole('button', { name: `Block ${name}` }).click();
  await expect(admin.getByText(`${name} has been blocked.`)).toBeVisible();

  // The open tab is signed out at once (the server closes its realtime channel, 4403) and told why; the session
  // stays ended after a reload, and signing in again is refused.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Your account has been blocked by an administrator.');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, email, 'secret12');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Your account has been blocked by an administrator.');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('members see the user list without admin actions, searched and paged on the server', async ({
  page,
}) => {
  await register(page, '/auth/register-1', uniqueEmail('viewer'), 'secret12');
  await page.goto('/app/pages/user-list');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Block / })).toHaveCount(0);
  const search = page.getByTestId('member-search');
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/members?') && requests.push(r.url()));
  await search.fill('Ada Admin');
  await expect(page.getByRole('cell', { name: /Ada Admin/ }).first()).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  expect(requests.some((u) => u.includes('q=Ada+Admin') || u.includes('q=Ada%20Admin'))).toBe(true);
  await expect(page).toHaveURL(/q=Ada/);
});

test("a member opens another's profile from the user list and follows them; the other member is told", async ({
  browser,
  page,
}) => {
  // Ada, in her own browser, lists her experience and interests.
  const adaEmail = uniqueEmail('ada');
  await register(page, '/auth/register-1', adaEmail, 'secret12');
  await page.goto('/app/pages/setting/edit-profile');
  await page.getByLabel('Name', { exact: true }).fill(`Ada ${Date.now().toString(36)}`);
  const adaName = await page.getByLabel('Name', { exact: true }).inputValue();
  await page.getByLabel('Interests').fill('Typography');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add experience' }).click();
  const row = page.getByTestId('experience-row');
  await row.getByLabel('Position').fill('Type Designer');
  await row.getByLabel('Company').fill('Letter Foundry');
  await row.getByLabel('From').fill('2021-03');
  await page.keyboard.press('Tab'); // (Enter would submit the form)
  await page.getByRole('button', { name: 'Save Change' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // Ben, in a second browser, finds her in the user list, opens her profile and follows her.
  const ben = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  const benEmail = uniqueEmail('ben');
  await register(ben, '/auth/register-1', benEmail, 'secret12');
  await ben.goto(`/app/pages/user-list?q=${encodeURIComponent(adaName)}`);
  await ben.getByRole('button', { name: `View ${adaName}` }).click();
  await ben.getByTestId('member-drawer').getByRole('link', { name: 'Open profile' }).click();
  await expect(ben.getByTestId('profile-name')).toHaveText(adaName);
  await expect(ben.getByTestId('profile-experiences')).toContainText('Type Designer');
  await expect(ben.getByTestId('profile-experiences')).toContainText('Letter Foundry');
  await expect(ben.getByTestId('profile-interests')).toContainText('Typography');
  await expect(ben.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await ben.getByRole('button', { name: 'Follow' }).click();
  await expect(ben.getByText(`You now follow ${adaName}.`)).toBeVisible();
  await expect(ben.getByTestId('follow-counts')).toContainText('1 follower');

  // Ada's bell says so after a reload.
  await page.reload();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await bell.click();
  await expect(page.getByTestId('notification-panel')).toContainText(
    `${benEmail.split('@')[0]} started following you`,
  );
});
