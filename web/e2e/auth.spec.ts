import {
  createAccount,
  disableAccount,
  latestResetCode,
  lookupProviders,
  uniqueEmail,
} from './support/emulator';
import { authToken, fillLogin, HOME, register, signOut } from './support/pages';
import { expect, test } from './support/test';

const PASSWORD = 'secret12';

test('register-1 signs up and lands home with auth_token set', async ({ page }) => {
  const email = uniqueEmail('reg1');
  await register(page, '/auth/register-1', email, PASSWORD);
  expect(await authToken(page)).toBeTruthy();
  await expect(page.getByTestId('welcome-title')).toHaveText(`Welcome, ${email}`);
});

test('register-2 signs up; sign-out clears the token', async ({ page }) => {
  await register(page, '/auth/register-2', uniqueEmail('reg2'), PASSWORD);
  await signOut(page);
  expect(await authToken(page)).toBeNull();
  await page.goto(HOME);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

for (const path of ['/auth/login-1', '/auth/login-2', '/login']) {
  test(`${path} signs in an existing account`, async ({ page }) => {
    const email = uniqueEmail('login');
    await createAccount(email, PASSWORD);
    await page.goto(path);
    await fillLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(HOME);
    expect(await authToken(page)).toBeTruthy();
  });
}

test('redirect round trip: protected page → login → back there', async ({ page }) => {
  const email = uniqueEmail('redirect');
  await createAccount(email, PASSWORD);
  await page.goto('/app/docs/documentation/installation');
  await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fdocs%2Fdocumentation%2Finstallation');
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL('/app/docs/documentation/installation');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' }).last()).toBeVisible();
});

test('a signed-in visit to a public page or an unknown path goes home', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('home'), PASSWORD);
  await page.goto('/auth/login-1');
  await expect(page).toHaveURL(HOME);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(HOME);
});

test('wrong password and a 5-character password show their messages without "Firebase:"', async ({
  page,
}) => {
  const email = uniqueEmail('wrong');
  await createAccount(email, PASSWORD);
  await page.goto('/auth/login-1');
  await fillLogin(page, email, 'wrong-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/password is incorrect|email or password is incorrect/);
  await expect(alert).not.toContainText('Firebase:');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The password must be 6 characters long or more.')).toBeVisible();
});

test('an e-mail already in use and the emulator being unreachable show clear messages', async ({ page }) => {
  const email = uniqueEmail('taken');
  await createAccount(email, PASSWORD);
  await page.goto('/auth/register-2');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');

  await page.route('**/identitytoolkit.googleapis.com/**', (route) => route.abort('connectionrefused'));
  await page.goto('/auth/login-1');
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(/Cannot reach the sign-in service/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a disabled account is told so, in the chosen language', async ({ page }) => {
  const email = uniqueEmail('disabled');
  await disableAccount(await createAccount(email, PASSWORD));
  await page.goto('/auth/login-1');
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('This account has been disabled.');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email); // switching language keeps what was typed
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce compte a été désactivé.');
});

for (const provider of ['Google', 'Facebook'] as const) {
  test(`${provider} signs in through the emulator account chooser and the account shows the provider`, async ({
    page,
  }) => {
    const email = uniqueEmail(provider.toLowerCase());
    await page.goto('/auth/login-1');
    await page.getByRole('button', { name: provider }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByLabel('Email').fill(email);
    await chooser.getByLabel('Display name').fill(`${provider} Person`);
    await chooser.getByRole('button', { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByTestId('welcome-title')).toHaveText(`Welcome, ${provider} Person`);
    await expect(page.getByRole('button', { name: /Account menu/ })).toContainText(
      `Signed in with ${provider}`,
    );
    expect(await lookupProviders(email)).toEqual([`${provider.toLowerCase()}.com`]);

    // The chooser remembers the account: signing out and picking it again returns to the same user.
    await signOut(page);
    await page.getByRole('button', { name: provider }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`${provider} Person`) })
      .click();
    await expect(page).toHaveURL(HOME);
  });
}

test('forgot-password sends a reset; the reset page sets a new password that signs in', async ({ page }) => {
  const email = uniqueEmail('reset');
  await createAccount(email, PASSWORD);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();

  const code = await latestResetCode(email);
  await page.goto(`/auth/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByLabel('New Password').fill('brand-new-1');
  await page.getByLabel('Confirm Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(HOME);

  await signOut(page);
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await fillLogin(page, email, 'brand-new-1');
  await expect(page).toHaveURL(HOME);

  await page.goto(`/auth/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page).toHaveURL(HOME);
});

test('a used reset code is refused with a way to ask for a new one', async ({ page }) => {
  await page.goto('/auth/reset-password?mode=resetPassword&oobCode=not-a-real-code');
  await expect(page.getByText('This reset link cannot be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('an account deleted while signed in is signed out cleanly on the next visit', async ({ page }) => {
  const email = uniqueEmail('deleted');
  await register(page, '/auth/register-1', email, PASSWORD);
  // Simulates an emulator reset: Firebase forgets its user while our token stays in localStorage.
  await page.evaluate(() => indexedDB.deleteDatabase('firebaseLocalStorageDb'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.');
  expect(await authToken(page)).toBeNull();
});
