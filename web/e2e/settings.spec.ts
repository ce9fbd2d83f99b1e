import { uniqueEmail } from './support/emulator';
import { fillLogin, HOME, register, signOut } from './support/pages';
import { expect, test } from './support/test';

test('edit profile, reload: the changes are kept and the header follows', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('profile'), 'secret12');
  await page.goto('/app/pages/setting/edit-profile');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Title').fill('Rear Admiral');
  await page.getByLabel('Website').fill('not a url');
  await page.getByRole('button', { name: 'Save Change' }).click();
  await expect(page.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper'); // nothing typed is lost
  await page.getByLabel('Website').fill('https://example.org');
  // The error's exit animation moves the button up: click it once the form has stopped moving.
  await expect(page.getByText('Enter a web address starting with http:// or https://.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Change' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Title')).toHaveValue('Rear Admiral');
  await expect(page.getByLabel('Website')).toHaveValue('https://example.org');
  const account = page.getByRole('button', { name: /Account menu/ });
  await expect(account).toContainText('Grace Hopper');
  await expect(account).toContainText('Rear Admiral');
});

test('editing the display name updates the greeting on the Default dashboard after a reload, with only the success message shown', async ({
  page,
}) => {
  const email = uniqueEmail('greeting');
  await register(page, '/auth/register-1', email, 'secret12');
  const greeting = page.getByTestId('welcome-title');
  await expect(greeting).toHaveText(`Welcome, ${email}`); // no display name yet

  await page.goto('/app/pages/setting/edit-profile');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  // This account has no avatar: the sign-in profile update used to send photoURL null, which the emulator refused.
  const signInUpdate = page.waitForResponse((r) => r.url().includes('/accounts:update'));
  await page.getByRole('button', { name: 'Save Change' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  expect((await signInUpdate).status()).toBe(200);
  await expect(
    page.getByText('Your profile was saved, but your sign-in account could not be updated yet.'),
  ).toHaveCount(0);

  await page.getByTestId('side-nav').getByRole('link', { name: 'Default', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await expect(greeting).toHaveText('Welcome, Ada Lovelace');
  // After a reload the name comes from the Firebase account itself.
  await page.reload();
  await expect(greeting).toHaveText('Welcome, Ada Lovelace');
});

test('change password: a wrong current password is refused, then the new one signs in', async ({ page }) => {
  const email = uniqueEmail('password');
  await register(page, '/auth/register-1', email, 'secret12');
  await page.goto('/app/pages/setting/change-password');
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password').fill('brand-new-2');
  await page.getByLabel('Confirm Password').fill('brand-new-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();

  await page.getByLabel('Current Password').fill('secret12');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signOut(page);
  await fillLogin(page, email, 'brand-new-2');
  await expect(page).toHaveURL('/app/pages/setting/change-password'); // back where the session ended
});

test('billing: a bad card is refused, a good one is shown masked and can be removed', async ({ page }) => {
  await register(page, '/auth/register-1', uniqueEmail('billing'), 'secret12');
  await page.goto('/app/pages/setting/billing');
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add new card' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card Holder').fill('Grace Hopper');
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4241');
  await dialog.getByLabel('Expiry Date').fill('01/20');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText('This card number is not valid.')).toBeVisible();
  await expect(dialog.getByText('This card has expired.')).toBeVisible();

  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await dialog.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry Date').fill(`12/${year}`);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Remove the card ending in 4242' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
});
