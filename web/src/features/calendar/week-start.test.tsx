import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { anOccurrence, at, callsTo, cellOn, renderCalendar, stubCalendarServer } from './calendar-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  dayjs.locale('en');
});

/** The month grid's weekday headings, in order. */
const weekdayHeads = () =>
  [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
/** Where the last range asked starts (the language is switched after the first render, which asks again). */
const lastFrom = (calls: ReturnType<typeof stubCalendarServer>) =>
  Date.parse(callsTo(calls, 'GET', '/api/calendar/events').at(-1)?.url.searchParams.get('from') ?? '');
/** The language's words have arrived: its Today button (antd spaces out a two-character CJK label). */
const TODAY = { en: 'Today', fr: 'Aujourd’hui', ja: '今日', zh: '今天' } as const;
const switched = (locale: keyof typeof TODAY) =>
  waitFor(
    () =>
      expect(document.querySelector('.cal-toolbar')?.textContent?.replace(/\s/g, '')).toContain(
        TODAY[locale],
      ),
    { timeout: 30_000 },
  );

describe('the week starts on the language’s first day', { timeout: 120_000 }, () => {
  it.each([
    {
      locale: 'en',
      month: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
      first: new Date(2026, 2, 1),
      heading: 'March 2026',
    },
    {
      locale: 'fr',
      month: ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'],
      first: new Date(2026, 1, 23),
      heading: 'mars 2026',
    },
    {
      locale: 'ja',
      month: ['日', '月', '火', '水', '木', '金', '土'],
      first: new Date(2026, 2, 1),
      heading: '2026年3月',
    },
    {
      locale: 'zh',
      month: ['一', '二', '三', '四', '五', '六', '日'],
      first: new Date(2026, 1, 23),
      heading: '2026年3月',
    },
  ] as const)('$locale: month grid and the range asked', async ({ locale, month, first, heading }) => {
    const calls = stubCalendarServer();
    renderCalendar('?view=month&date=2026-03-12', locale);
    await switched(locale);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading));
    await waitFor(() => expect(weekdayHeads()).toEqual(month));
    await waitFor(() => expect(lastFrom(calls)).toBe(first.getTime()));
    // The grid's first cell is the first day asked.
    expect(document.querySelector('.ant-picker-content tbody td')?.getAttribute('title')).toBe(
      dayjs(first).format('YYYY-MM-DD'),
    );
    expect(cellOn('2026-03-12')).toBeInTheDocument();
  });

  it('fr: the week view runs Monday to Sunday, with French day names and 24-hour times', async () => {
    const calls = stubCalendarServer({
      occurrences: () => [
        anOccurrence({ title: 'Réunion', start: at('2026-03-12T14:00'), end: at('2026-03-12T15:30') }),
      ],
    });
    renderCalendar('?view=week&date=2026-03-12', 'fr');
    await switched('fr');
    const grid = await screen.findByTestId('cal-time-grid');
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { name: /^Nouvel événement le/ })[0]).toHaveAccessibleName(
        'Nouvel événement le lundi 9 mars 2026',
      ),
    );
    expect(grid.querySelector('.cal-grid-weekday')?.textContent).toBe('lun.');
    expect(await within(grid).findByTitle('Réunion, 14:00–15:30')).toBeInTheDocument();
    await waitFor(() => expect(lastFrom(calls)).toBe(new Date(2026, 2, 9).getTime()));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('9 mars – 15 mars 2026');
  });
});
