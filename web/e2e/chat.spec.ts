import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { fillLogin, HOME, imagePreviewSettled, popupsSettled } from './support/pages';
import { expect, test } from './support/test';

// Two members in two browsers talk for real: the API, the realtime channel and PostgreSQL (PGlite) in between.
// The journey runs in French (left to right) and in Japanese right to left; its texts come from the same
// translation files the app loads.

type Texts = Record<string, string | Record<string, string>>;
const textsOf = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../public/locales/${lng}/chat.json`), 'utf8'),
  ) as Texts;
const FIXTURE_IMAGE = path.join(import.meta.dirname, 'fixtures/blue.png');

async function member(browser: Browser, tag: string, locale: string, direction: 'ltr' | 'rtl') {
  const email = uniqueEmail(tag);
  await createAccount(email, 'secret12');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, email, 'secret12');
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await page.evaluate(
    ([l, d]) => localStorage.setItem('atrium.theme', JSON.stringify({ locale: l, direction: d })),
    [locale, direction],
  );
  return { email, name: email.split('@')[0] as string, context, page };
}

const messageIn = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

for (const { locale, direction } of [
  { locale: 'fr', direction: 'ltr' as const },
  { locale: 'ja', direction: 'rtl' as const },
]) {
  test(`two members chat live (${locale}, ${direction}): typing, images, files, offline sends, mute`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = textsOf(locale);
    const tr = (group: string, key: string) => (t[group] as Record<string, string>)[key] as string;
    const ana = await member(browser, 'ana', locale, direction);
    const ben = await member(browser, 'ben', locale, direction);
    const contexts: BrowserContext[] = [ana.context, ben.context];
    try {
      await ben.page.goto('/app/apps/chat');
      await expect(ben.page.locator('html')).toHaveAttribute('dir', direction);
      await expect(ben.page.getByText(tr('empty', 'title'))).toBeVisible();

      // Ana starts a conversation with Ben.
      await ana.page.goto('/app/apps/chat');
      await ana.page
        .getByRole('button', { name: t.newChat as string })
        .first()
        .click();
      await ana.page.getByLabel(tr('newChatModal', 'search')).fill(ben.name);
      await ana.page.getByRole('button', { name: ben.name }).click();
      await expect(ana.page).toHaveURL(/\/app\/apps\/chat\/[0-9a-f-]{36}$/);
      const composer = ana.page.getByRole('textbox', { name: tr('composer', 'label'), exact: true });
      await composer.fill('Bonjour Ben !');
      await composer.press('Enter');
      await expect(messageIn(ana.page, 'Bonjour Ben !')).toBeVisible();

      // Ben sees it appear, unread, without reloading: in the list and on the side nav's Chat item.
      const item = ben.page.getByTestId('chat-item').filter({ hasText: ana.name });
      await expect(item).toContainText('Bonjour Ben !');
      await expect(ben.page.getByTestId('chat-unread-badge')).toHaveText(/^1/);
      await item.click();
      await expect(messageIn(ben.page, 'Bonjour Ben !')).toBeVisible();
      // Opening it read it: the badge goes, and Ana's message shows as read.
      await expect(ben.page.getByTestId('chat-unread-badge')).toHaveCount(0);
      await expect(messageIn(ana.page, 'Bonjour Ben !').locator('[data-ticks]')).toHaveAttribute(
        'data-ticks',
        'read',
      );

      // Ben types: Ana sees "typing…", then the reply.
      const benComposer = ben.page.getByRole('textbox', { name: tr('composer', 'label'), exact: true });
      await benComposer.pressSequentially('Salut Ana', { delay: 30 });
      await expect(ana.page.getByTestId('chat-typing')).toContainText(tr('typing', 'direct'));
      await benComposer.press('Enter');
      await expect(messageIn(ana.page, 'Salut Ana')).toBeVisible();
      await expect(messageIn(ana.page, 'Salut Ana')).toHaveCount(1);

      // Ana sends an image and a file; Ben opens the image in the viewer and downloads the file.
      const fileInput = ana.page.getByTestId('chat-file-input');
      await fileInput.setInputFiles(FIXTURE_IMAGE);
      await fileInput.setInputFiles({
        name: 'rapport-été.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      const image = ben.page.getByRole('img', { name: 'blue.png' });
      await expect(image).toBeVisible();
      await image.click();
      await expect(ben.page.locator('.ant-image-preview')).toBeVisible();
      await imagePreviewSettled(ben.page);
      await ben.page.keyboard.press('Escape');
      await expect(ben.page.locator('.ant-image-preview')).toHaveCount(0);
      const fileLink = ben.page.getByTestId('chat-message').getByRole('link', { name: /rapport-été\.pdf/ });
      const [download] = await Promise.all([ben.page.waitForEvent('download'), fileLink.click()]);
      expect(download.suggestedFilename()).toBe('rapport-été.pdf');
      expect(readFileSync(await download.path()).toString()).toContain('%PDF-1.4');

      // Ana loses the network and sends two messages: they wait, marked; back online, each arrives once.
      await ana.context.setOffline(true);
      for (const text of ['Hors ligne 1', 'Hors ligne 2']) {
        await composer.fill(text);
        await composer.press('Enter');
        await expect(messageIn(ana.page, text).locator('[data-ticks]')).toHaveAttribute(
          'data-ticks',
          /sending|failed/,
        );
      }
      await expect(ben.page.getByText('Hors ligne 1')).toHaveCount(0);
      await ana.context.setOffline(false);
      for (const text of ['Hors ligne 1', 'Hors ligne 2']) {
        await expect(messageIn(ben.page, text)).toHaveCount(1);
        await expect(messageIn(ana.page, text).locator('[data-ticks]')).toHaveAttribute(
          'data-ticks',
          /sent|delivered|read/,
        );
      }
      await expect(messageIn(ana.page, 'Hors ligne 1')).toHaveCount(1);

      // Elsewhere in the app, Ben is told of a new message; once he mutes the chat, he is not.
      await ben.page.goto(HOME);
      await expect(ben.page.getByTestId('connection-status')).toHaveAttribute('data-state', 'open');
      await composer.fill('Tu es là ?');
      await composer.press('Enter');
      const toast = ben.page.locator('.ant-notification-notice');
      await expect(toast).toContainText('Tu es là ?');
      await ben.page.goto('/app/apps/chat');
      await ben.page.getByTestId('chat-item').filter({ hasText: ana.name }).click();
      await ben.page.getByRole('button', { name: tr('menu', 'label') }).click();
      await popupsSettled(ben.page);
      await ben.page.getByRole('menuitem', { name: tr('menu', 'mute') }).click();
      await expect(ben.page.getByText(tr('menu', 'muted'))).toBeVisible();
      await ben.page.goto(HOME);
      await expect(ben.page.getByTestId('connection-status')).toHaveAttribute('data-state', 'open');
      await composer.fill('Encore là ?');
      await composer.press('Enter');
      // Delivered to Ben's open tab (the server marks what it pushed), yet no toast there.
      await expect(messageIn(ana.page, 'Encore là ?').locator('[data-ticks]')).toHaveAttribute(
        'data-ticks',
        'delivered',
      );
      await expect(toast.filter({ hasText: 'Encore là ?' })).toHaveCount(0);
      await expect(ben.page.getByTestId('chat-unread-badge')).toHaveCount(0);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}
