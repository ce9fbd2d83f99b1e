import {
  createAccount,
  disableAccount,
  latestResetCode,
  lookupProviders,
  uniqueEmail,
} from './support/emulator';
import {
  authToken,
  dialogsSettled,
  fillLogin,
  HOME,
  popupsSettled,
  register,
  signOut,
} from './support/pages';
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

test('a wrong password and an unknown e-mail get the same message; a 5-character password its own', async ({
  page,
}) => {
  const email = uniqueEmail('wrong');
  await createAccount(email, PASSWORD);
  await page.goto('/auth/login-1');
  await fillLogin(page, email, 'wrong-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // An address with no account: the same words, so the page does not tell who has an account.
  await page.getByRole('button', { name: 'close' }).click();
  await expect(alert).toHaveCount(0);
  await fillLogin(page, uniqueEmail('nobody'), PASSWORD);
  await expect(alert).toHaveText('The email or password is incorrect.');

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
    // The page arrives prerendered: its provider buttons work once the app has taken over (only the form's submit
    // is held until then), and a click before that is lost.
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.getByRole('button', { name: provider }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByLabel('Email').fill(email);
    await chooser.getByLabel('Display name').fill(`${provider} Person`);
    await chooser.getByRole('button', { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByTestId('welcome-title')).toHaveText(`Welcome, ${provider} Person`);
    // The account menu names the provider (the header itself shows the member's title or role).
    await page.getByRole('button', { name: /Account menu/ }).click();
    await popupsSettled(page);
    await expect(page.getByTestId('profile-provider')).toHaveText(provider);
    await page.keyboard.press('Escape');
    expect(await lookupProviders(email)).toEqual([`${provider.toLowerCase()}.com`]);

    // The chooser remembers the account: signing out and picking it again returns to the same user.
    await signOut(page);
    await page.getByRole('button', { name: provider }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await dialogsSettled(page);
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

  // Every check or use of a reset code is a call to Firebase's resetPassword: one to check the link when the page
  // opens, one to set the password, however often the page renders in between.
  const resetCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:resetPassword')) resetCalls.push(request.postData() ?? '');
  });
  const code = await latestResetCode(email);
  await page.goto(`/auth/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByLabel('New Password').fill('brand-new-1');
  await page.getByLabel('Confirm Password').fill('brand-new-1');
  await page.waitForLoadState('networkidle');
  expect(resetCalls).toHaveLength(1);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(HOME);
  expect(resetCalls).toHaveLength(2);
  expect(JSON.parse(resetCalls[1] ?? '{}')).toMatchObject({ oobCode: code, newPassword: 'brand-new-1' });

  await signOut(page);
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await fillLogin(page, email, 'brand-new-1');
  await expect(page).toHaveURL(HOME);

  await page.goto(`/auth/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page).toHaveURL(HOME);
});

test('a used reset code is refused with a way to ask for a new one, checked once', async ({ page }) => {
  let resetCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('accounts:resetPassword')) resetCalls++;
  });
  await page.goto('/auth/reset-password?mode=resetPassword&oobCode=not-a-real-code');
  await expect(page.getByText('This reset link cannot be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  // The page goes quiet (no request for 500 ms): a page that checks the code on every render never does.
  await page.waitForLoadState('networkidle');
  expect(resetCalls).toBe(1);
});

test('forgot-password answers the same for an address with an account and one without', async ({ page }) => {
  const known = uniqueEmail('known');
  await createAccount(known, PASSWORD);
  const answers: string[] = [];
  for (const email of [known, uniqueEmail('unknown')]) {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    const status = page.getByRole('status').filter({ hasText: 'reset the password' });
    await expect(status).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    answers.push(await status.innerText());
  }
  expect(answers[0]).toBe(answers[1]);
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
