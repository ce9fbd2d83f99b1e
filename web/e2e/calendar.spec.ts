import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { E2E_BASE_URL } from './support/env';
import { fillLogin, HOME, popupsSettled } from './support/pages';
import { expect, test } from './support/test';

// Two members share a weekly meeting for real: the API expands the series, the realtime channel tells the other
// member's open calendar, and the private iCalendar feed serves it to calendar programs. The journey runs in French
// (left to right, weeks from Monday) and in Japanese right to left (weeks from Sunday); its texts come from the
// translation files the app loads.

type Texts = { [key: string]: string | Texts };
const textsOf = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../public/locales/${lng}/calendar.json`), 'utf8'),
  ) as Texts;
/** A text by its dotted key ("form.save"). */
const textAt = (texts: Texts, key: string) =>
  key
    .split('.')
    .reduce<string | Texts>((node, part) => (node as Texts)[part] as string | Texts, texts) as string;

/** A button's name: antd spaces out a two-character CJK label ("保存" reads "保 存"). */
const named = (text: string) =>
  new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

async function member(browser: Browser, tag: string, locale: string, direction: 'ltr' | 'rtl') {
  const email = uniqueEmail(tag);
  await createAccount(email, 'secret12');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
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

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The first four Mondays of next month (every month has four), as 'YYYY-MM-DD'. */
function nextMonthMondays() {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  while (day.getDay() !== 1) day.setDate(day.getDate() + 1);
  return [0, 7, 14, 21].map((offset) =>
    iso(new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset)),
  );
}

const chipsOn = (page: Page, date: string, title: string) =>
  page.locator(`td[title="${date}"] [data-testid="cal-event"]`).filter({ hasText: title });

/** The open dialog whose title reads `title` (a dialog is named by its title). */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

async function pickOption(page: Page, field: Locator, option: string) {
  await field.click();
  await popupsSettled(page);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

for (const { locale, direction, firstWeekday, monday } of [
  { locale: 'fr', direction: 'ltr' as const, firstWeekday: 'lu', monday: 'lun.' },
  { locale: 'ja', direction: 'rtl' as const, firstWeekday: '日', monday: '月' },
]) {
  test(`two members share a weekly event (${locale}, ${direction}): four Mondays, agenda, one occurrence changed, the feed`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = textsOf(locale);
    const tr = (key: string) => textAt(t, key);
    const ana = await member(browser, 'ana', locale, direction);
    const ben = await member(browser, 'ben', locale, direction);
    const contexts: BrowserContext[] = [ana.context, ben.context];
    const mondays = nextMonthMondays();
    const first = mondays[0] as string;
    const monthOf = `/app/apps/calendar?view=month&date=${first}`;
    const title = `Point hebdo ${Date.now().toString(36)}`;
    const moved = `Rétro ${Date.now().toString(36)}`;
    try {
      // Ben's calendar is open on next month: the weeks start on the language's first day.
      await ben.page.goto(monthOf);
      await expect(ben.page.locator('html')).toHaveAttribute('dir', direction);
      await expect(ben.page.locator('.ant-picker-content thead th').first()).toHaveText(firstWeekday);

      // Ana creates a meeting on the first Monday, every week, and invites Ben.
      await ana.page.goto(monthOf);
      await ana.page.locator(`td[title="${first}"] .cal-day-number`).click();
      const form = dialog(ana.page, tr('form.newTitle'));
      await form.getByLabel(tr('form.title')).fill(title);
      await pickOption(ana.page, form.getByLabel(tr('form.repeat'), { exact: true }), tr('repeat.weekly'));
      await expect(form.getByRole('checkbox', { name: monday })).toBeChecked();
      const attendees = form.getByLabel(tr('form.attendees'));
      await attendees.click();
      await attendees.fill(ben.name);
      await popupsSettled(ana.page);
      await ana.page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${ben.name}"]`)
        .click();
      await form.getByRole('button', { name: named(tr('form.save')) }).click();
      await expect(form).toHaveCount(0);

      // Ben sees it arrive, without reloading, on each of the four Mondays.
      for (const day of mondays) await expect(chipsOn(ben.page, day, title)).toHaveCount(1);
      // The agenda lists the days ahead by date: five Mondays in 30 days.
      await ben.page
        .getByRole('radiogroup', { name: tr('views.label') })
        .getByText(tr('views.agenda'))
        .click();
      await expect(ben.page).toHaveURL(/view=agenda/);
      const agenda = ben.page.getByTestId('cal-agenda');
      await expect(agenda.getByTestId('cal-agenda-item').filter({ hasText: title })).toHaveCount(5);
      await expect(agenda.getByRole('heading', { level: 3 })).toHaveCount(5);

      // Ana changes the second Monday only.
      await chipsOn(ana.page, mondays[1] as string, title).click();
      const details = ana.page.getByRole('dialog').filter({ hasText: title });
      await details.getByRole('button', { name: named(tr('details.edit')) }).click();
      const edit = dialog(ana.page, tr('form.editTitle'));
      await edit.getByLabel(tr('form.title')).fill(moved);
      await edit.getByRole('button', { name: named(tr('form.save')) }).click();
      const scope = dialog(ana.page, tr('scope.saveTitle'));
      await expect(scope.getByRole('radio', { name: tr('scope.one') })).toBeChecked();
      await scope.getByRole('button', { name: named(tr('scope.save')) }).click();
      await expect(scope).toHaveCount(0);
      await expect(chipsOn(ana.page, mondays[1] as string, moved)).toHaveCount(1);
      for (const day of [mondays[0], mondays[2], mondays[3]] as string[])
        await expect(chipsOn(ana.page, day, title)).toHaveCount(1);
      // Ben's agenda follows: that Monday renamed, the others as they were.
      await expect(agenda.getByTestId('cal-agenda-item').filter({ hasText: moved })).toHaveCount(1);
      await expect(agenda.getByTestId('cal-agenda-item').filter({ hasText: title })).toHaveCount(4);

      // Ana's private feed: a calendar program reads the series (with its rule) and the changed Monday.
      await ana.page.getByRole('button', { name: named(tr('toolbar.subscribe')) }).click();
      const panel = dialog(ana.page, tr('feed.title'));
      await panel.getByRole('button', { name: named(tr('feed.create')) }).click();
      const address = panel.getByLabel(tr('feed.address'));
      await expect(address).not.toHaveValue(/\/ical\/[\w-]{20,}\.ics$/);
      await panel.getByRole('button', { name: named(tr('feed.show')) }).click();
      await expect(address).toHaveValue(/\/ical\/[\w-]{20,}\.ics$/);
      const url = await address.inputValue();
      const feed = await ana.page.request.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain('text/calendar');
      const ics = (await feed.text()).replace(/\r\n[ \t]/g, ''); // unfolded (RFC 5545 folds long lines)
      expect(ics).toContain(`SUMMARY:${title}`);
      expect(ics).toContain(`SUMMARY:${moved}`);
      expect(ics).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO/);

      // A new address, once confirmed: the old one stops at once.
      await panel.getByRole('button', { name: named(tr('feed.renew')) }).click();
      await ana.page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: named(tr('feed.renew')) })
        .click();
      await expect(address).not.toHaveValue(url);
      expect((await ana.page.request.get(url)).status()).toBe(404);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}
