import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { fillLogin, HOME } from './support/pages';
import { expect, test } from './support/test';

// Two members on one board, in two browsers: the API, the realtime channel and the database in between. Ana works
// in English left to right, Ben in Japanese right to left (his arrow keys follow the direction); his words come
// from the same translation file the app loads.

const ja = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../public/locales/ja/project.json'), 'utf8'),
) as { board: { column: { move: string }; defaultColumns: Record<string, string> } };
const FIXTURE_IMAGE = path.join(import.meta.dirname, 'fixtures/blue.png');

async function member(browser: Browser, tag: string, locale: string, direction: 'ltr' | 'rtl') {
  const email = uniqueEmail(tag);
  await createAccount(email, 'secret12');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login-1');
  await fillLogin(page, email, 'secret12');
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await page.evaluate(
    ([l, d]) => localStorage.setItem('atrium.theme', JSON.stringify({ locale: l, direction: d })),
    [locale, direction],
  );
  return { name: email.split('@')[0] as string, context, page };
}

const columns = (page: Page) => page.getByTestId('board-column');
const columnNamed = (page: Page, name: string) =>
  columns(page).filter({ has: page.getByRole('heading', { name }) });
const cardNamed = (scope: Page | Locator, title: string) =>
  scope.getByTestId('board-card').filter({ hasText: title });

/** The board as ids: each column's id with its cards' ids, in the order shown. */
const boardOrder = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid=board-column]')].map((c) => ({
      column: c.dataset.columnId,
      cards: [...c.querySelectorAll<HTMLElement>('[data-testid=board-card]')].map((x) => x.dataset.cardId),
    })),
  );

async function addCard(page: Page, column: string, title: string) {
  const col = columnNamed(page, column);
  const field = col.getByRole('textbox', { name: `Title of the new card in ${column}` });
  if (!(await field.isVisible())) await col.getByRole('button', { name: `Add card to ${column}` }).click();
  await field.fill(title);
  await field.press('Enter');
  await expect(cardNamed(col, title)).toBeVisible();
}

/** Drags with the mouse in small steps, as a person does (dnd-kit starts a drag after 5 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 8, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 4, { steps: 4 });
  await page.mouse.up();
}

test('two members share a scrumboard live: a pointer drag, a keyboard column move, a card’s details', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ana = await member(browser, 'ana', 'en', 'ltr');
  const ben = await member(browser, 'ben', 'ja', 'rtl');
  try {
    // Ana creates the project with Ben as a member, then its first cards.
    await ana.page.goto('/app/apps/project/list');
    await ana.page.getByRole('button', { name: 'New' }).first().click();
    const dialog = ana.page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Launch plan');
    await dialog.getByLabel('Category').fill('Marketing');
    await dialog.getByLabel('Members').fill(ben.name);
    await ana.page.getByTitle(ben.name).click();
    // A multiple select stays open after a pick: a click elsewhere in the dialog closes it.
    await dialog.getByText('New project').click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await ana.page.getByRole('link', { name: 'Launch plan' }).click();
    await expect(ana.page).toHaveURL(/\/app\/apps\/project\/scrumboard\/[0-9a-f-]{36}$/);
    await addCard(ana.page, 'To be processed', 'Alpha');
    await addCard(ana.page, 'To be processed', 'Beta');
    await addCard(ana.page, 'Processing', 'Gamma');

    // Ben's Scrumboard opens his only project's board, in Japanese, right to left.
    await ben.page.goto('/app/apps/project/scrumboard');
    await expect(ben.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cardNamed(ben.page, 'Gamma')).toBeVisible();
    await expect(ben.page.getByTestId('connection-status')).toHaveAttribute('data-state', 'open');

    // Ana drags Alpha below Gamma with the mouse; Ben sees it move without reloading.
    await drag(
      ana.page,
      cardNamed(ana.page, 'Alpha'),
      columnNamed(ana.page, 'Processing').getByTestId('board-column-cards'),
    );
    const processing = columnNamed(ana.page, 'Processing');
    await expect(processing.getByTestId('board-card')).toHaveText([/Gamma/, /Alpha/]);
    const benProcessing = columnNamed(ben.page, ja.board.defaultColumns.processing as string);
    await expect(benProcessing.getByTestId('board-card')).toHaveText([/Gamma/, /Alpha/]);

    // Ben moves To be processed after Processing with the keyboard: in right to left, the next column is on the left.
    const todo = ja.board.defaultColumns.to_be_processed as string;
    const handle = ben.page.getByRole('button', { name: ja.board.column.move.replace('{{name}}', todo) });
    await handle.focus();
    await ben.page.keyboard.press('Space');
    await ben.page.keyboard.press('ArrowLeft');
    await ben.page.keyboard.press('Space');
    const headings = (page: Page) => columns(page).getByRole('heading');
    await expect(headings(ben.page)).toHaveText([
      ja.board.defaultColumns.processing as string,
      todo,
      ja.board.defaultColumns.submitted as string,
      ja.board.defaultColumns.completed as string,
    ]);
    await expect(headings(ana.page)).toHaveText(['Processing', 'To be processed', 'Submitted', 'Completed']);

    // Both reload: the same order, the server's.
    await Promise.all([ana.page.reload(), ben.page.reload()]);
    await expect(cardNamed(ana.page, 'Alpha')).toBeVisible();
    await expect(cardNamed(ben.page, 'Alpha')).toBeVisible();
    const order = await boardOrder(ana.page);
    expect(await boardOrder(ben.page)).toEqual(order);
    expect(order[0]?.cards).toHaveLength(2);

    // Ana opens Beta and fills it in: a comment, a checklist item, a label, an image that becomes the cover.
    await cardNamed(ana.page, 'Beta').click();
    const detail = ana.page.getByTestId('card-drawer');
    await expect(detail).toBeVisible();
    await detail.getByLabel('Write a comment').fill('Ready for review');
    await detail.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(detail.getByTestId('card-comment')).toContainText('Ready for review');
    await detail.getByLabel('Add an item').fill('Proofread');
    await detail.getByLabel('Add an item').press('Enter');
    await expect(detail.getByRole('checkbox', { name: 'Proofread' })).toBeVisible();
    await detail.getByRole('button', { name: 'Bug' }).click();
    await expect(detail.getByRole('button', { name: 'Bug' })).toHaveAttribute('aria-pressed', 'true');
    await ana.page.getByTestId('card-file-input').setInputFiles(FIXTURE_IMAGE);
    await detail.getByRole('button', { name: 'Make blue.png the card’s cover' }).click();
    await expect(detail.getByText('Cover', { exact: true })).toBeVisible();
    await ana.page.getByRole('button', { name: 'Close card' }).click();

    const beta = cardNamed(ana.page, 'Beta');
    await expect(beta.getByRole('img', { name: 'Cover image of Beta' })).toBeVisible();
    await expect(beta.getByRole('list', { name: 'Labels' })).toHaveText(/Bug/);
    await expect(beta).toContainText('0/1');
    // Ben's board shows the same face, live.
    await expect(cardNamed(ben.page, 'Beta').locator('img.pj-face-cover')).toBeVisible();
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});
