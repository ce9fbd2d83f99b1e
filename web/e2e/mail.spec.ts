import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { createAccount, idTokenFor, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { fillLogin, HOME, popupsSettled } from './support/pages';
import { expect, test } from './support/test';

// Two members mail each other for real: the API, the realtime channel and PostgreSQL (PGlite) in between. Ana
// works in Japanese right to left, Ben in French left to right; the words on screen come from the same translation
// files the app loads. One journey covers both set-ups: the suite's time goes to what differs, not to repeats.

type Dict = { [key: string]: string | Dict };

/** `key` of a namespace in `lng`, with i18next's {{values}} and plural forms (`_one`, `_many`, `_other`). */
function wordsOf(lng: string, ns: string) {
  const dict = JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../public/locales/${lng}/${ns}.json`), 'utf8'),
  ) as Dict;
  return (key: string, values: Record<string, string | number> = {}) => {
    const parts = key.split('.');
    let node: Dict = dict;
    for (const part of parts.slice(0, -1)) node = node[part] as Dict;
    const last = parts.at(-1) as string;
    const plural = typeof values.count === 'number' ? new Intl.PluralRules(lng).select(values.count) : null;
    // Like i18next: with a count, the plural form first (`bulk.label` is also a word of its own).
    const text = (plural && (node[`${last}_${plural}`] ?? node[`${last}_other`])) || node[last];
    if (typeof text !== 'string') throw new Error(`no words for ${lng}/${ns}:${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
}

/** A 2 × 2 PNG made here (signature, IHDR, IDAT, IEND with their CRCs): the server judges uploads by content. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then two red pixels.
  const rows = Buffer.from([0, 222, 68, 54, 222, 68, 54, 0, 222, 68, 54, 222, 68, 54]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  const mail = wordsOf(locale, 'mail');
  const shell = wordsOf(locale, 'shell');
  return { email, name: email.split('@')[0] as string, context, page, mail, shell, locale, direction };
}
type Member = Awaited<ReturnType<typeof member>>;

const rows = (page: Page) => page.getByTestId('mail-row');
const rowOf = (page: Page, subject: string) => rows(page).filter({ hasText: subject });
const folders = (m: Member) => m.page.getByRole('navigation', { name: m.mail('menu.folders') });
const folderLink = (m: Member, folder: string) =>
  folders(m).getByRole('link', { name: new RegExp(`^${m.mail(`folders.${folder}`)}`) });
const toast = (m: Member, text: string) => m.page.locator('.ant-message').getByText(text);

/** Picks `to` in the open composer's To field, by typing their name. */
async function addRecipient(m: Member, to: Member) {
  await m.page.getByRole('combobox', { name: m.mail('compose.to'), exact: true }).fill(to.name);
  await m.page.locator('.ant-select-item-option').filter({ hasText: to.name }).click();
  await m.page.keyboard.press('Escape');
}

/** Mail from `from` to `to` sent the way another client would, through the API (a short note, no attachments). */
async function sendByApi(from: Member, to: Member, subject: string) {
  const authorization = `Bearer ${await idTokenFor(from.email, 'secret12')}`;
  // Their member record is made by their first request, which may still be on its way.
  let uid: string | undefined;
  await expect
    .poll(async () => {
      const found = await fetch(`${E2E_BASE_URL}/api/mail/recipients?q=${encodeURIComponent(to.name)}`, {
        headers: { authorization },
      });
      uid = ((await found.json()) as { items: { uid: string }[] }).items[0]?.uid;
      return uid;
    })
    .toBeTruthy();
  const res = await fetch(`${E2E_BASE_URL}/api/mail/messages`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: randomUUID(),
      to: [uid],
      subject,
      html: `<p>${subject}</p>`,
    }),
  });
  if (!res.ok) throw new Error(`send ${res.status}: ${await res.text()}`);
}

/**
 * The unread count of the Inbox, where the member sees it: the side nav's badge and the mail menu's Inbox (both
 * without a number at zero).
 */
async function expectUnread(m: Member, count: number) {
  const badge = m.page.getByTestId('mail-unread-badge');
  const inbox = folderLink(m, 'inbox').locator('.mail-menu-count');
  if (count === 0) {
    await expect(badge).toHaveCount(0);
    await expect(inbox).toHaveCount(0);
  } else {
    await expect(badge).toHaveText(`${count}${m.shell('nav.mailBadge', { count })}`);
    await expect(inbox).toHaveText(`${count}${m.mail('menu.unread', { count })}`);
  }
}

test('two members mail each other (Japanese right to left, French): compose, live inbox, read, star, label, reply, bulk moves, drafts, search', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ana = await member(browser, 'ana', 'ja', 'rtl');
  const ben = await member(browser, 'ben', 'fr', 'ltr');
  const stamp = Date.now().toString(36);
  const subject = `Rapport trimestriel ${stamp}`;
  const note = 'Ordre du jour : budget, calendrier.\n';
  try {
    // Two short notes from Ana reach Ben first (through the API): with the message she writes below, they are the
    // three he later moves at once.
    const notes = [`Note A ${stamp}`, `Note B ${stamp}`];
    for (const n of notes) await sendByApi(ana, ben, n);

    // Ben waits in his Inbox, in French: its folders, and his unread mail counted.
    await ben.page.goto('/app/apps/mail/inbox');
    await expect(ben.page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(ben.page.locator('html')).toHaveAttribute('lang', 'fr');
    for (const folder of ['inbox', 'sent', 'draft', 'starred', 'deleted'])
      await expect(folderLink(ben, folder)).toBeVisible();
    for (const n of notes) await expect(rowOf(ben.page, n)).toHaveAttribute('data-unread', 'true');
    // Whatever else a new member's Inbox starts with, unread.
    const unread = await ben.page.locator('[data-testid="mail-row"][data-unread]').count();
    await expectUnread(ben, unread);

    // Ana writes in Japanese, right to left: a bold word, a link, an image and a text file.
    await ana.page.goto('/app/apps/mail/inbox');
    await expect(ana.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(ana.page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(folderLink(ana, 'inbox')).toBeVisible();
    await ana.page.getByRole('button', { name: ana.mail('compose.title'), exact: true }).click();
    await expect(ana.page).toHaveURL(/\/app\/apps\/mail\/compose/);
    await expect(ana.page.getByRole('heading', { name: ana.mail('compose.newMessage') })).toBeVisible();
    await addRecipient(ana, ben);
    await ana.page.getByRole('textbox', { name: ana.mail('compose.subject') }).fill(subject);
    const body = ana.page.getByRole('textbox', { name: ana.mail('compose.body'), exact: true });
    await body.click();
    // Text goes in as typing would put it, a run at a time (one key at a time only costs time).
    await ana.page.keyboard.insertText('Bonjour Ben, voici le ');
    const bold = ana.page.getByRole('button', { name: ana.mail('editor.bold') });
    await bold.click();
    await ana.page.keyboard.insertText('rapport');
    await bold.click();
    // The link comes last: a link in this editor takes in what is typed right after it.
    await ana.page.keyboard.insertText('. 見積書も添付します。 Tout est dans la documentation');
    for (let i = 0; i < 'documentation'.length; i++) await body.press('Shift+ArrowLeft');
    await ana.page.getByRole('button', { name: ana.mail('editor.link'), exact: true }).click();
    const address = ana.page.getByRole('textbox', { name: ana.mail('editor.linkAddress') });
    await address.fill('example.com/docs');
    await address.press('Enter');
    await expect(body.getByRole('link', { name: 'documentation' })).toBeVisible();
    await ana.page.getByTestId('mail-file-input').setInputFiles([
      { name: 'carré.png', mimeType: 'image/png', buffer: tinyPng() },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(note) },
    ]);
    const attached = ana.page.getByRole('list', { name: ana.mail('attachments.title') });
    await expect(attached.locator('.mail-attach-done')).toHaveCount(2);
    await ana.page.getByRole('button', { name: ana.mail('compose.send'), exact: true }).click();
    await expect(toast(ana, ana.mail('compose.sent'))).toBeVisible();
    await expect(ana.page).toHaveURL(/\/app\/apps\/mail\/inbox$/);

    // Ben's Inbox shows it without a reload, unread, and both counts rise.
    const first = rowOf(ben.page, subject);
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('data-unread', 'true');
    await expectUnread(ben, unread + 1);

    // He opens it: it is read, the counts fall; the bold word, the link and both files are there.
    await first.getByRole('link').click();
    await expect(ben.page).toHaveURL(/\/app\/apps\/mail\/inbox\/[0-9a-f-]{36}$/);
    await expect(ben.page.getByRole('heading', { name: subject })).toBeVisible();
    const opened = ben.page.getByTestId('mail-message');
    await expect(opened.locator('.mail-body strong')).toHaveText('rapport');
    await expect(opened.getByRole('link', { name: 'documentation' })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
    await expect(opened).toContainText('見積書も添付します。');
    const files = opened.getByRole('list', { name: ben.mail('attachments.count', { count: 2 }) });
    const image = files.getByRole('img', { name: 'carré.png' });
    await expect(image).toBeVisible();
    // The image's signed URL really serves it.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const download = files.getByRole('link', {
      name: ben.mail('attachments.download', { name: 'notes.txt' }),
    });
    await expect(download).toHaveAttribute('href', /^\/media\/mail\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const [file] = await Promise.all([ben.page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('notes.txt');
    expect(readFileSync(await file.path(), 'utf8')).toBe(note);
    await expectUnread(ben, unread);

    // He stars it and labels it Important.
    const star = ben.page.getByRole('button', { name: ben.mail('detail.star'), exact: true });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await ben.page.getByRole('button', { name: ben.mail('detail.labels'), exact: true }).click();
    await popupsSettled(ben.page);
    await ben.page.getByRole('menuitemcheckbox', { name: ben.mail('labels.system.important') }).click();
    await expect(
      ben.page.locator('.mail-detail-actions').getByRole('list', { name: ben.mail('labels.title') }),
    ).toContainText(ben.mail('labels.system.important'));
    // The labels menu stays open for more picks: he closes it before going on.
    await ben.page.keyboard.press('Escape');
    await expect(
      ben.page.getByRole('menuitemcheckbox', { name: ben.mail('labels.system.important') }),
    ).toBeHidden();

    // He replies under it.
    await ben.page.getByRole('button', { name: ben.mail('detail.reply'), exact: true }).click();
    const reply = ben.page.getByRole('form', { name: ben.mail('detail.reply') });
    // The caret waits in the reply's body, above the quoted message.
    await expect(reply.getByRole('textbox', { name: ben.mail('compose.body'), exact: true })).toBeFocused();
    await ben.page.keyboard.insertText('Merci Ana, bien reçu.');
    await reply.getByRole('button', { name: ben.mail('compose.send'), exact: true }).click();
    await expect(toast(ben, ben.mail('compose.sent'))).toBeVisible();
    await expect(reply).toHaveCount(0);

    // Ana's Inbox shows the reply without a reload; opened, it is a thread of two.
    const answer = rowOf(ana.page, `Re: ${subject}`);
    await expect(answer).toBeVisible();
    await answer.getByRole('link').click();
    const thread = ana.page.getByRole('list', { name: ana.mail('detail.thread', { count: 2 }) });
    await expect(thread.locator(':scope > li')).toHaveCount(2);
    await expect(ana.page.getByTestId('mail-message')).toContainText('Merci Ana, bien reçu.');
    await expect(thread.getByRole('button', { name: /Bonjour Ben/ })).toBeVisible();

    // Ben, back in his Inbox (the star and the label show on the row), moves three messages to Deleted at once.
    await ben.page.getByRole('button', { name: ben.mail('detail.back') }).click();
    await expect(ben.page).toHaveURL(/\/app\/apps\/mail\/inbox$/);
    await expect(
      rowOf(ben.page, subject).getByRole('button', { name: ben.mail('list.star', { subject }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      rowOf(ben.page, subject).getByRole('list', { name: ben.mail('labels.title') }),
    ).toContainText(ben.mail('labels.system.important'));
    const chosen = [subject, ...notes];
    for (const s of chosen) await rowOf(ben.page, s).getByRole('checkbox').check();
    await expect(ben.page.getByText(ben.mail('list.selected', { count: 3 }))).toBeVisible();
    await ben.page
      .getByRole('group', { name: ben.mail('bulk.label', { count: 3 }) })
      .getByRole('button', { name: ben.mail('bulk.delete'), exact: true })
      .click();
    await expect(toast(ben, ben.mail('bulk.done.delete', { count: 3 }))).toBeVisible();
    for (const s of chosen) await expect(rowOf(ben.page, s)).toHaveCount(0);
    // The two notes went unread: the count falls by two.
    await expectUnread(ben, unread - 2);

    // In Deleted, all three; he restores Ana's report: the notes stay, and the report is back in the Inbox.
    await folderLink(ben, 'deleted').click();
    await expect(ben.page).toHaveURL(/\/app\/apps\/mail\/deleted$/);
    await expect(rows(ben.page)).toHaveCount(3);
    for (const s of chosen) await expect(rowOf(ben.page, s)).toBeVisible();
    await rowOf(ben.page, subject).getByRole('checkbox').check();
    await ben.page
      .getByRole('group', { name: ben.mail('bulk.label', { count: 1 }) })
      .getByRole('button', { name: ben.mail('bulk.restore'), exact: true })
      .click();
    await expect(toast(ben, ben.mail('bulk.done.restore', { count: 1 }))).toBeVisible();
    await expect(rows(ben.page)).toHaveCount(2);
    await expect(rowOf(ben.page, subject)).toHaveCount(0);
    await folderLink(ben, 'inbox').click();
    await expect(ben.page).toHaveURL(/\/app\/apps\/mail\/inbox$/);
    await expect(rowOf(ben.page, subject)).toBeVisible();
    for (const n of notes) await expect(rowOf(ben.page, n)).toHaveCount(0);

    // Ana starts another message; it saves itself, survives a reload, and she sends it later from Draft.
    const later = `Brouillon ${stamp}`;
    await ana.page.getByRole('button', { name: ana.mail('compose.title'), exact: true }).click();
    await addRecipient(ana, ben);
    await ana.page.getByRole('textbox', { name: ana.mail('compose.subject') }).fill(later);
    await body.click();
    await ana.page.keyboard.insertText('Le texte attendra.');
    const saved = ana.mail('compose.status.saved', { time: '@' }).split('@');
    await expect(ana.page.getByTestId('mail-draft-status')).toContainText((saved[1] || saved[0]) as string);
    await expect(ana.page).toHaveURL(/\/app\/apps\/mail\/compose\?draft=[0-9a-f-]{36}$/);
    await ana.page.reload();
    await expect(ana.page.getByRole('textbox', { name: ana.mail('compose.subject') })).toHaveValue(later);
    await expect(body).toHaveText('Le texte attendra.');
    await expect(ana.page.locator('.mail-compose-row').filter({ hasText: ben.name })).toBeVisible();
    await folderLink(ana, 'draft').click();
    await expect(ana.page).toHaveURL(/\/app\/apps\/mail\/draft$/);
    const draftRow = rowOf(ana.page, later);
    await expect(draftRow).toContainText(ana.mail('list.draft'));
    await draftRow.getByRole('link').click();
    await expect(ana.page.getByRole('textbox', { name: ana.mail('compose.subject') })).toHaveValue(later);
    await ana.page.getByRole('button', { name: ana.mail('compose.send'), exact: true }).click();
    await expect(toast(ana, ana.mail('compose.sent'))).toBeVisible();
    await expect(rowOf(ben.page, later)).toBeVisible();
    await folderLink(ana, 'draft').click();
    await expect(ana.page).toHaveURL(/\/app\/apps\/mail\/draft$/);
    await expect(ana.page.getByText(ana.mail('list.empty'))).toBeVisible();
    await expect(rowOf(ana.page, later)).toHaveCount(0);

    // Ben searches his French mailbox for a Japanese word of the first message's body.
    await ben.page.getByRole('textbox', { name: ben.mail('list.search') }).fill('見積書');
    await expect(ben.page).toHaveURL(/[?&]q=%E8%A6%8B%E7%A9%8D%E6%9B%B8/);
    await expect(rowOf(ben.page, later)).toHaveCount(0);
    await expect(rows(ben.page)).toHaveCount(1);
    await expect(rowOf(ben.page, subject)).toBeVisible();
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});
