import dayjs, { type Dayjs } from 'dayjs';

// What the screen shows: a view and an anchor day, both in the address (?view=week&date=2026-03-09), and the days
// and the time range that follow from them. Days are the browser's local days; the week starts on the language's
// first day (dayjs's locale, which lib/locale-packs.ts keeps in step with the language, as antd's Calendar does).

export const VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof VIEWS)[number];

/** The agenda lists this many days from its first (the contract's range cap is 62). */
export const AGENDA_DAYS = 30;
/** antd's month grid: six weeks, whatever the month. */
export const MONTH_GRID_DAYS = 42;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A local day's key, 'YYYY-MM-DD'. */
export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The view and anchor day an address names; anything else is the month of today. */
export function viewOf(params: URLSearchParams, today = dayjs()): { view: CalendarView; anchor: Dayjs } {
  const view = params.get('view');
  const date = params.get('date') ?? '';
  const parsed = DATE.test(date) ? dayjs(date) : null;
  return {
    view: (VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarView) : 'month',
    anchor: parsed?.isValid() && parsed.format('YYYY-MM-DD') === date ? parsed : today.startOf('day'),
  };
}

/**
 * The first day of the week holding `day`, in the current language (Sunday in English, Monday in French). A dayjs
 * keeps the locale it was made with: the day is made anew so that a language picked since then counts.
 */
export const startOfWeek = (day: Dayjs) => dayjs(day.format('YYYY-MM-DD')).startOf('week');

/** The days a view shows, [start, end) as local midnights. */
export function rangeOf(view: CalendarView, anchor: Dayjs): { start: Dayjs; end: Dayjs } {
  const day = anchor.startOf('day');
  switch (view) {
    case 'month': {
      const start = startOfWeek(day.startOf('month'));
      return { start, end: start.add(MONTH_GRID_DAYS, 'day') };
    }
    case 'week': {
      const start = startOfWeek(day);
      return { start, end: start.add(7, 'day') };
    }
    case 'day':
      return { start: day, end: day.add(1, 'day') };
    case 'agenda':
      return { start: day, end: day.add(AGENDA_DAYS, 'day') };
  }
}

/** The anchor one step back (-1) or on (1): a month, a week, a day, or the agenda's length. */
export function step(view: CalendarView, anchor: Dayjs, direction: 1 | -1): Dayjs {
  if (view === 'month') return anchor.add(direction, 'month').startOf('month');
  if (view === 'week') return anchor.add(direction * 7, 'day');
  if (view === 'day') return anchor.add(direction, 'day');
  return anchor.add(direction * AGENDA_DAYS, 'day');
}

/** Each day of [start, end). */
export function daysOf(start: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = start; day.isBefore(end); day = day.add(1, 'day')) days.push(day);
  return days;
}
