import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CalendarEvent, CalendarFeed, MemberRef, Occurrence } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { vi } from 'vitest';
import { THEME_CONFIG } from '../../config/app-config';
import { aMember } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import CalendarScreen from './pages/calendar';

// The calendar API as the component tests meet it: fetch is stubbed at the network boundary, everything above it
// (RTK Query, the store, antd, the router, i18next) is the real thing. Times are made in the machine's own zone,
// as the browser shows them, so the tests read the same anywhere.

export const me: MemberRef = { uid: 'me', displayName: 'Me Myself', avatarUrl: null };
export const ana: MemberRef = { uid: 'ana', displayName: 'Ana Lima', avatarUrl: null };
export const ben: MemberRef = { uid: 'ben', displayName: 'Ben Stone', avatarUrl: null };

/** A local wall-clock time as the API writes it (UTC). */
export const at = (local: string) => new Date(local).toISOString();

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An occurrence of a single event of mine (9:00–10:00 on 12 March 2026), then `over`. */
export function anOccurrence(over: Partial<Occurrence> = {}): Occurrence {
  serial += 1;
  return {
    eventId: uuid(serial),
    originalStart: null,
    start: at('2026-03-12T09:00'),
    end: at('2026-03-12T10:00'),
    allDay: false,
    title: `Event ${serial}`,
    color: '#3e82f7',
    location: '',
    recurring: false,
    overridden: false,
    creatorUid: 'me',
    attendeeUids: [],
    canEdit: true,
    ...over,
  };
}

/** The event an occurrence belongs to, then `over`. */
export function eventOf(o: Occurrence, over: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: o.eventId,
    title: o.title,
    allDay: o.allDay,
    start: o.originalStart ?? o.start,
    end: o.end,
    timeZone: 'Europe/Paris',
    color: o.color,
    location: o.location,
    description: '',
    rrule: null,
    creator: me,
    attendees: [],
    overrides: [],
    canEdit: o.canEdit,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...over,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

const localesDir = path.resolve(__dirname, '../../../public/locales');
const memberView = (m: MemberRef) => aMember({ ...m, email: null, status: 'active' });

/**
 * Stubs fetch with the calendar API: `occurrences` answers GET /api/calendar/events, `events` GET …/events/:id,
 * `handle` anything first (undefined falls through); the member directory knows Ana and Ben, and translation files
 * come from public/locales (the language tests load French and Japanese). Returns every API call, in order.
 */
export function stubCalendarServer({
  occurrences = () => [],
  events = [],
  feed = { url: null, path: null, createdAt: null },
  handle,
}: {
  occurrences?: (url: URL) => Occurrence[];
  events?: CalendarEvent[];
  feed?: CalendarFeed;
  handle?: Handler;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // RTK Query sends a Request; file downloads (lib/api.ts) call fetch with a path.
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const locale = /^\/locales\/(\w+\/[\w/]+\.json)$/.exec(url.pathname)?.[1];
      if (locale) return json(JSON.parse(readFileSync(path.join(localesDir, locale), 'utf8')));
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const call = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const own = await handle?.(call);
      if (own) return own;
      const p = url.pathname;
      if (p === '/api/me') return json(aMember({ ...me, email: 'me@example.com' }));
      if (p === '/api/members') {
        const items = [ana, ben].map(memberView);
        return json({ items, total: items.length, page: 1, pageSize: 20 });
      }
      if (p === '/api/calendar/events' && request.method === 'GET') {
        return json({ items: occurrences(url), truncated: false });
      }
      if (p === '/api/calendar/feed' && request.method === 'GET') return json(feed);
      const one = /^\/api\/calendar\/events\/([^/]+)$/.exec(p);
      const event = events.find((e) => e.id === one?.[1]);
      if (one && request.method === 'GET' && event) return json(event);
      if (p === '/api/calendar/events' && request.method === 'POST') {
        return json(eventOf(anOccurrence(), call.body as Partial<CalendarEvent>), 201);
      }
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

/** The calendar screen at `search` (e.g. '?view=month&date=2026-03-12'), in `locale`. */
export const renderCalendar = (
  search = '?view=month&date=2026-03-12',
  locale: 'en' | 'fr' | 'ja' | 'zh' = 'en',
) =>
  renderWithProviders(
    <AntdApp>
      <CalendarScreen />
    </AntdApp>,
    {
      route: `/app/apps/calendar${search}`,
      preloadedState: { theme: { ...THEME_CONFIG, locale } },
    },
  );

/** The API calls to `method` `pathname`. */
export const callsTo = (calls: Call[], method: string, pathname: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === pathname);

/** The month grid's cell of a day ('2026-03-12'): antd names each cell by its date. */
export const cellOn = (date: string) => document.querySelector(`td[title="${date}"]`) as HTMLElement;

/**
 * The open dialog whose title reads `title`. antd names a dialog by its title's id, which is the same fixed id for
 * every component under test, so the name cannot be queried: the title is.
 */
export async function dialogTitled(title: string | RegExp) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/**
 * user-event without its pointer-events check: the check reads the computed style of every ancestor of what is
 * clicked, and jsdom recomputes the whole of antd's injected CSS for each (seconds a click on the month grid).
 */
export const fastUser = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
