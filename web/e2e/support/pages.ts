import { expect, type Page } from '@playwright/test';
import { setRole, uniqueEmail } from './emulator';

export const HOME = '/app/dashboards/default';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function register(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME);
}

/**
 * Signs up a new account that runs the shop (a Manager: catalogue, orders, exports, target) and reloads, so the
 * screens read the new role.
 */
export async function registerManager(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await register(page, '/auth/register-1', email, 'secret12');
  await setRole(email, 'manager');
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  return email;
}

export const authToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/**
 * Waits for the open dropdowns and select lists to finish their opening motion. Playwright calls an element stable
 * when two animation frames see it in the same place; on a busy page two slow frames can fall inside the motion,
 * and the click then lands beside the item it aimed at. The motion's first frames (its prepare step, before any
 * animation runs) are waited out by their class, as in dialogsSettled: a "Sign Out" click was lost there once.
 */
export async function popupsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-dropdown, .ant-select-dropdown')].every(
      (popup) =>
        !/-(appear|enter)\b/.test(popup.className) &&
        popup.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
    ),
  );
}

/**
 * Waits for the open dialogs to finish their opening zoom. Its first frames (the motion's prepare step) hold the
 * dialog still at a scale near 0, so two frames can call a button in it stable just before it grows into place, and
 * the click then lands beside it (auth.spec's second Facebook sign-in, once in CI: no request went out).
 */
export async function dialogsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal')].every(
      (modal) =>
        !/\bant-zoom-/.test(modal.className) &&
        modal.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
}

/**
 * Waits for antd's image viewer to finish opening: an Escape pressed in its first frames, before it listens for keys,
 * was lost (chat.spec's image in Japanese RTL, once in CI: the viewer stayed open).
 */
export async function imagePreviewSettled(page: Page) {
  await page.waitForFunction(() => {
    const preview = document.querySelector('.ant-image-preview');
    return (
      preview !== null &&
      !/-(appear|enter)\b/.test(preview.className) &&
      preview.querySelector('[class*="-appear"], [class*="-enter"]') === null &&
      preview.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
    );
  });
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await popupsSettled(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * How far the page scrolls sideways at its new width. The layout answers a resize over several frames (media
 * queries, resize observers, the re-renders they cause), so this waits until the width has stopped changing for
 * 15 frames (or shows no overflow), at most 120 frames.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(async () => {
    const measure = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
    let last = Number.NaN;
    let same = 0;
    for (let frame = 0; frame < 120 && same < 15; frame++) {
      // A frame, or 100 ms if none comes: once in CI (two workers on two cores) headless Chromium stopped producing
      // frames after a viewport change, and a wait on the frame alone hung the catalogue loop to its 15 min timeout.
      await new Promise((done) => {
        requestAnimationFrame(done);
        setTimeout(done, 100);
      });
      const now = measure();
      if (now <= 0) return 0;
      same = now === last ? same + 1 : 0;
      last = now;
    }
    return last;
  });

/**
 * Draws every demo of a component page: a card draws its demo (and loads its code) when it comes into view
 * (components/demo/demo-card.tsx), so the page is walked down a screen at a time, as a reader scrolls, until no card
 * is left undrawn, and back to the top. (A viewport as tall as the page drew them in one go, but painting a
 * 1440 × 10,000 px screen without a GPU made that the slowest step of the catalogue loops.)
 */
export async function drawAllDemos(page: Page) {
  await expect(page.locator('#api')).toBeVisible(); // the page, down to its API table, has drawn
  const pending = page.locator('[data-demo-pending]');
  await expect(async () => {
    await page.evaluate(async () => {
      // A frame, or 100 ms if none comes (see sidewaysOverflow).
      const frame = () =>
        new Promise((done) => {
          requestAnimationFrame(done);
          setTimeout(done, 100);
        });
      // The page grows as cards draw: its height is read again at each step.
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
    });
    await expect(pending).toHaveCount(0, { timeout: 2000 });
    // toPass has no limit of its own: a card that never draws fails here, not at the end of a whole loop's time.
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens a path inside the running app, as a link would: the router hears a history change, so the loops that walk
 * dozens of screens pay for each screen's own chunk and data, not for booting the app and signing in again.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}
