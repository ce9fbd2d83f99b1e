import { CALENDAR_RANGE_MAX_DAYS, EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeSocket } from './realtime-client.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;
type Occurrence = {
  eventId: string;
  originalStart: string | null;
  start: string;
  end: string;
  title: string;
  overridden: boolean;
  attendeeUids: string[];
};

let app: FastifyInstance;
let alice: User;
let bob: User;
let carol: User;
/** Everything the app logged (JSON lines), for the check that a feed secret never shows. */
const logged: string[] = [];

beforeAll(async () => {
  app = await testApp(
    {
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
    // The feed leaves out events that ended long before "now": pinned to the middle of March 2026.
    {
      logStream: { write: (line: string) => void logged.push(line) },
      now: () => new Date('2026-03-10T12:00:00Z'),
    },
  );
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  carol = await emulatorUser('carol');
  for (const user of [alice, bob, carol]) await app.inject({ url: '/api/me', headers: user.auth });
});
afterAll(() => app.close());

const call = (user: User | null, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user?.auth ?? {}, payload: payload as never });

const event = (changes: Record<string, unknown> = {}) => ({
  title: 'Weekly sync',
  allDay: false,
  start: '2026-03-16T09:00:00+01:00',
  end: '2026-03-16T10:00:00+01:00',
  timeZone: 'Europe/Paris',
  color: '#3e82f7',
  location: 'Room 4',
  description: 'Agenda in the doc',
  attendeeUids: [] as string[],
  rrule: null as string | null,
  ...changes,
});

async function create(user: User, changes: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '/api/calendar/events', event(changes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; start: string; end: string; rrule: string | null };
}

async function range(user: User, from: string, to: string): Promise<Occurrence[]> {
  const res = await call(
    user,
    'GET',
    `/api/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** Local wall-clock time of an instant in a zone, "YYYY-MM-DD HH:MM". */
const local = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

describe('calendar: repeating events', () => {
  it('expands a weekly 09:00 in its own zone: 09:00 in Paris both sides of the end of March', async () => {
    const { id } = await create(alice, { rrule: 'FREQ=WEEKLY;BYDAY=MO' });
    const items = (await range(alice, '2026-03-15T00:00:00Z', '2026-04-15T00:00:00Z')).filter(
      (o) => o.eventId === id,
    );
    expect(items.map((o) => o.start)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      // Clocks go forward on 29 March: the meeting stays at 09:00 there, an hour earlier in UTC.
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-13T07:00:00.000Z',
    ]);
    for (const o of items) {
      expect(local(o.start, 'Europe/Paris').slice(11)).toBe('09:00');
      expect(local(o.end, 'Europe/Paris').slice(11)).toBe('10:00');
      expect(o.originalStart).toBe(o.start);
    }
    // New York changes on 8 March and 1 November.
    const { id: ny } = await create(alice, {
      start: '2026-10-26T09:30:00-04:00',
      end: '2026-10-26T10:00:00-04:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=DAILY;COUNT=10',
    });
    const nyItems = (await range(alice, '2026-10-25T00:00:00Z', '2026-11-10T00:00:00Z')).filter(
      (o) => o.eventId === ny,
    );
    expect(nyItems).toHaveLength(10);
    expect(new Set(nyItems.map((o) => local(o.start, 'America/New_York').slice(11)))).toEqual(
      new Set(['09:30']),
    );
  });

  it('expands only the asked range, however long the rule has run, and refuses a range over the limit', async () => {
    const { id } = await create(alice, {
      start: '2020-01-01T07:00:00Z',
      end: '2020-01-01T07:15:00Z',
      timeZone: 'UTC',
      rrule: 'FREQ=DAILY',
    });
    const started = performance.now();
    const items = (await range(alice, '2031-01-01T00:00:00Z', '2031-02-12T00:00:00Z')).filter(
      (o) => o.eventId === id,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(items).toHaveLength(42);
    const wide = await call(
      alice,
      'GET',
      '/api/calendar/events?from=2026-01-01T00:00:00Z&to=2026-03-05T00:00:00Z',
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().fields.to).toMatchObject({ code: 'too_large', max: CALENDAR_RANGE_MAX_DAYS });
    const backwards = await call(
      alice,
      'GET',
      '/api/calendar/events?from=2026-03-05T00:00:00Z&to=2026-03-01T00:00:00Z',
    );
    expect(backwards.json().fields.to.code).toBe('before_start');
    const missing = await call(alice, 'GET', '/api/calendar/events');
    expect(missing.statusCode).toBe(400);
  });

  it('moves a start the rule does not give to its first occurrence, and stores the rule normalised', async () => {
    const created = await create(alice, {
      start: '2026-03-16T09:00:00+01:00',
      end: '2026-03-16T10:30:00+01:00',
      rrule: 'rrule:freq=weekly;byday=we,fr;until=20260331',
    });
    expect(created.start).toBe('2026-03-18T08:00:00.000Z');
    expect(created.end).toBe('2026-03-18T09:30:00.000Z');
    // UNTIL as a date is through the end of that day in the event's zone, stored in UTC.
    expect(created.rrule).toBe('FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20260331T215959Z');
    const items = (await range(alice, '2026-03-15T00:00:00Z', '2026-04-15T00:00:00Z')).filter(
      (o) => o.eventId === created.id,
    );
    expect(items.map((o) => local(o.start, 'Europe/Paris'))).toEqual([
      '2026-03-18 09:00',
      '2026-03-20 09:00',
      '2026-03-25 09:00',
      '2026-03-27 09:00',
    ]);
  });

  it('changes or cancels one occurrence, or the whole series', async () => {
    const { id } = await create(alice, { rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6', attendeeUids: [bob.uid] });
    const moved = await call(alice, 'PUT', `/api/calendar/events/${id}/occurrences`, {
      originalStart: '2026-03-30T07:00:00Z',
      start: '2026-03-30T13:00:00+02:00',
      title: 'Sync (afternoon)',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().overrides).toEqual([
      expect.objectContaining({
        originalStart: '2026-03-30T07:00:00.000Z',
        cancelled: false,
        start: '2026-03-30T11:00:00.000Z',
        end: '2026-03-30T12:00:00.000Z',
        title: 'Sync (afternoon)',
      }),
    ]);
    const cancelled = await call(
      alice,
      'DELETE',
      `/api/calendar/events/${id}/occurrences?originalStart=${encodeURIComponent('2026-04-06T09:00:00+02:00')}`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const seen = async (user: User) =>
      (await range(user, '2026-03-15T00:00:00Z', '2026-05-01T00:00:00Z'))
        .filter((o) => o.eventId === id)
        .map((o) => [local(o.start, 'Europe/Paris'), o.title, o.overridden]);
    const expected = [
      ['2026-03-16 09:00', 'Weekly sync', false],
      ['2026-03-23 09:00', 'Weekly sync', false],
      ['2026-03-30 13:00', 'Sync (afternoon)', true],
      ['2026-04-13 09:00', 'Weekly sync', false],
      ['2026-04-20 09:00', 'Weekly sync', false],
    ];
    expect(await seen(alice)).toEqual(expected);
    // The attendee sees the same series, with the same changes.
    expect(await seen(bob)).toEqual(expected);

    // A new title for the series: the changed occurrence keeps its own, the cancelled one stays cancelled.
    const renamed = await call(alice, 'PUT', `/api/calendar/events/${id}`, {
      ...event({ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6', attendeeUids: [bob.uid] }),
      title: 'Team sync',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await seen(alice)).map(([, title]) => title)).toEqual([
      'Team sync',
      'Team sync',
      'Sync (afternoon)',
      'Team sync',
      'Team sync',
    ]);
    // A new time for the series: the changes named occurrences that no longer exist, so they go.
    const retimed = await call(alice, 'PUT', `/api/calendar/events/${id}`, {
      ...event({ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6', attendeeUids: [bob.uid] }),
      start: '2026-03-16T11:00:00+01:00',
      end: '2026-03-16T12:00:00+01:00',
    });
    expect(retimed.json().overrides).toEqual([]);
    expect((await seen(alice)).map(([at]) => String(at).slice(11))).toEqual(Array(6).fill('11:00'));

    // Naming an occurrence the rule does not give is refused, and writes nothing.
    const before = await tableDigest(app);
    for (const originalStart of ['2026-03-17T10:00:00Z', '2026-03-16', '2031-03-16T10:00:00Z']) {
      const res = await call(alice, 'PUT', `/api/calendar/events/${id}/occurrences`, {
        originalStart,
        title: 'x',
      });
      expect(res.statusCode, originalStart).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['originalStart']);
    }
    const single = await create(alice);
    const notRepeating = await call(alice, 'PUT', `/api/calendar/events/${single.id}/occurrences`, {
      originalStart: single.start,
      title: 'x',
    });
    expect(notRepeating.json().fields.originalStart.code).toBe('not_allowed');
    await call(alice, 'DELETE', `/api/calendar/events/${single.id}`);
    expect(await tableDigest(app)).not.toBe(before);
  });

  it('keeps all-day events as dates, the end being the last day', async () => {
    const created = await create(alice, {
      allDay: true,
      start: '2026-05-01',
      end: '2026-05-03',
      rrule: 'FREQ=YEARLY;COUNT=3',
    });
    expect(created).toMatchObject({ start: '2026-05-01', end: '2026-05-03', rrule: 'FREQ=YEARLY;COUNT=3' });
    const items = (await range(alice, '2027-04-25T00:00:00+09:00', '2027-05-10T00:00:00+09:00')).filter(
      (o) => o.eventId === created.id,
    );
    expect(items.map((o) => [o.start, o.end, o.originalStart])).toEqual([
      ['2027-05-01', '2027-05-03', '2027-05-01'],
    ]);
  });
});

describe('calendar: who sees what', () => {
  it('shows an event to its creator and attendees only; a third member gets 404 everywhere and changes nothing', async () => {
    const { id } = await create(alice, {
      title: 'Private plans',
      attendeeUids: [bob.uid],
      rrule: 'FREQ=DAILY;COUNT=3',
    });
    const inRange = (items: Occurrence[]) => items.filter((o) => o.eventId === id).length;
    expect(inRange(await range(alice, '2026-03-15T00:00:00Z', '2026-03-20T00:00:00Z'))).toBe(3);
    expect(inRange(await range(bob, '2026-03-15T00:00:00Z', '2026-03-20T00:00:00Z'))).toBe(3);
    expect(inRange(await range(carol, '2026-03-15T00:00:00Z', '2026-03-20T00:00:00Z'))).toBe(0);
    expect((await call(bob, 'GET', `/api/calendar/events/${id}`)).json()).toMatchObject({
      canEdit: false,
      creator: { uid: alice.uid },
      attendees: [{ uid: bob.uid }],
    });
    const before = await tableDigest(app);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/calendar/events/${id}`],
      ['GET', `/api/calendar/events/${id}/ics`],
      ['PUT', `/api/calendar/events/${id}`, event({ title: 'Mine now' })],
      ['DELETE', `/api/calendar/events/${id}`],
      [
        'PUT',
        `/api/calendar/events/${id}/occurrences`,
        { originalStart: '2026-03-16T08:00:00Z', title: 'x' },
      ],
      ['DELETE', `/api/calendar/events/${id}/occurrences?originalStart=2026-03-16T08:00:00Z`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(carol, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // An attendee reads, but only the creator changes it.
    for (const [method, url, body] of attempts.slice(2)) {
      const res = await call(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await tableDigest(app)).toBe(before);
    expect((await call(null, 'GET', `/api/calendar/events/${id}`)).statusCode).toBe(401);
  });

  it('notifies attendees when invited, when the event changes and when they are taken off it', async () => {
    const notes = async (user: User) =>
      (await call(user, 'GET', '/api/notifications?limit=100')).json().items as {
        kind: string;
        data: Record<string, string>;
      }[];
    const { id } = await create(alice, { title: 'Planning', attendeeUids: [bob.uid, carol.uid] });
    expect((await notes(bob))[0]).toMatchObject({
      kind: 'event.invited',
      data: { eventId: id, title: 'Planning' },
    });
    await call(
      alice,
      'PUT',
      `/api/calendar/events/${id}`,
      event({ title: 'Planning v2', attendeeUids: [bob.uid] }),
    );
    expect((await notes(bob))[0]).toMatchObject({ kind: 'event.changed', data: { title: 'Planning v2' } });
    expect((await notes(carol))[0]).toMatchObject({
      kind: 'event.cancelled',
      data: { title: 'Planning v2' },
    });
    expect((await call(carol, 'GET', `/api/calendar/events/${id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/calendar/events/${id}`)).statusCode).toBe(204);
    expect((await notes(bob))[0]).toMatchObject({ kind: 'event.cancelled' });
    expect((await call(bob, 'GET', `/api/calendar/events/${id}`)).statusCode).toBe(404);
  });
});

describe('calendar: bad input is refused with a field and writes nothing', () => {
  it('refuses a bad event', async () => {
    const before = await tableDigest(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ end: '2026-03-16T08:00:00+01:00' }, 'end', 'before_start'],
      [{ title: 'x'.repeat(EVENT_TITLE_MAX + 1) }, 'title', 'too_long'],
      [{ title: '   ' }, 'title', 'required'],
      [{ attendeeUids: ['nobody-at-all'] }, 'attendeeUids', 'invalid'],
      [{ rrule: 'FREQ=HOURLY' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=WEEKLY;BYDAY=XX' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=DAILY;COUNT=3;UNTIL=20270101' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=DAILY;BYSETPOS=1' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29' }, 'rrule', 'invalid'],
      [{ rrule: 'FREQ=DAILY;UNTIL=20200101' }, 'rrule', 'invalid'],
      [{ rrule: 'garbage' }, 'rrule', 'invalid'],
      [{ rrule: 'x'.repeat(20_000) }, 'rrule', 'too_long'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'invalid'],
      [{ start: '2026-02-30T09:00:00Z' }, 'start', 'format'],
      [{ start: '2026-03-16' }, 'start', 'format'],
      [{ allDay: true, start: '2026-03-16', end: '2026-03-15' }, 'end', 'before_start'],
      [{ start: '3026-03-16T09:00:00Z', end: '3026-03-16T10:00:00Z' }, 'start', 'invalid'],
      [{ title: 'a\u0000b' }, 'title', 'invalid_text'],
      [{ title: 42 }, 'title', 'type'],
      [{ allDay: 'yes' }, 'allDay', 'type'],
      [{ description: 'x'.repeat(EVENT_DESCRIPTION_MAX + 1) }, 'description', 'too_long'],
      [{ color: 'red' }, 'color', 'format'],
    ];
    for (const [changes, field, code] of cases) {
      const res = await call(alice, 'POST', '/api/calendar/events', event(changes));
      expect(res.statusCode, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(res.json().fields?.[field]?.code, `${JSON.stringify(changes).slice(0, 80)}: ${res.body}`).toBe(
        code,
      );
    }
    // A body past the API's size limit is refused before it is read.
    const huge = await call(
      alice,
      'POST',
      '/api/calendar/events',
      event({ description: 'x'.repeat(1_000_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('too_large');
    expect(await tableDigest(app)).toBe(before);
  });
});

describe('calendar: the iCalendar feed', () => {
  const feedOf = async (user: User) => (await call(user, 'POST', '/api/calendar/feed')).json();

  it('is a secret, revocable address that calendar programs read without signing in', async () => {
    expect((await call(alice, 'GET', '/api/calendar/feed')).json()).toEqual({
      url: null,
      path: null,
      createdAt: null,
    });
    const series = await create(alice, { title: 'Standup', rrule: 'FREQ=WEEKLY;BYDAY=MO' });
    await call(alice, 'PUT', `/api/calendar/events/${series.id}/occurrences`, {
      originalStart: '2026-03-30T07:00:00Z',
      start: '2026-03-30T11:00:00Z',
      end: '2026-03-30T12:00:00Z',
      title: 'Standup (late)',
    });
    await call(
      alice,
      'DELETE',
      `/api/calendar/events/${series.id}/occurrences?originalStart=2026-04-06T07:00:00Z`,
    );
    const invited = await create(bob, { title: 'Bob’s review', attendeeUids: [alice.uid] });
    const others = await create(carol, { title: 'Carol alone' });

    const feed = await feedOf(alice);
    expect(feed.path).toMatch(/^\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.url).toBe(`http://localhost:80${feed.path}`);
    expect((await call(alice, 'GET', '/api/calendar/feed')).json().path).toBe(feed.path);

    const res = await call(null, 'GET', feed.path);
    expect(res.statusCode, logged.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const uids = new Set(vevents.map((e) => e.uid));
    expect(uids).toContain(`${series.id}@atrium`);
    expect(uids).toContain(`${invited.id}@atrium`);
    expect(uids).not.toContain(`${others.id}@atrium`);
    expect(res.body).not.toContain('Carol alone');

    // The series goes out with its RRULE, its cancelled date and its changed occurrence: expanded by ical.js, it
    // gives what the API gives.
    const master = vevents.find((e) => e.uid === `${series.id}@atrium` && !e.isRecurrenceException());
    const exception = vevents.find((e) => e.uid === `${series.id}@atrium` && e.isRecurrenceException());
    expect(master?.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO');
    if (!master || !exception) throw new Error('the series or its change is missing');
    master.relateException(exception);
    const iterator = master.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 5; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      starts.push(
        `${local(details.startDate.toJSDate().toISOString(), 'Europe/Paris')} ${details.item.summary}`,
      );
    }
    expect(starts).toEqual([
      '2026-03-16 09:00 Standup',
      '2026-03-23 09:00 Standup',
      '2026-03-30 13:00 Standup (late)',
      '2026-04-13 09:00 Standup',
      '2026-04-20 09:00 Standup',
    ]);

    // A new secret: the old address is dead at once, the new one works.
    const renewed = await feedOf(alice);
    expect(renewed.path).not.toBe(feed.path);
    expect((await call(null, 'GET', feed.path)).statusCode).toBe(404);
    expect((await call(null, 'GET', renewed.path)).statusCode).toBe(200);
    // Turned off: nothing answers.
    expect((await call(alice, 'DELETE', '/api/calendar/feed')).statusCode).toBe(204);
    const gone = await call(null, 'GET', renewed.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Not found.', code: 'not_found' });
    for (const path of [
      '/ical/abc.ics',
      `/ical/${'A'.repeat(43)}.ics`,
      `${renewed.path}/x`,
      '/ical/',
      '/ical/x',
    ]) {
      const res = await call(null, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ error: 'Not found.', code: 'not_found' });
    }
  });

  it('never writes a feed secret to the logs', async () => {
    const feed = await feedOf(bob);
    const secret = feed.path.slice('/ical/'.length, -'.ics'.length);
    expect((await call(null, 'GET', feed.path)).statusCode).toBe(200);
    expect((await call(null, 'GET', `${feed.path}?x=1`)).statusCode).toBe(200);
    expect((await call(null, 'GET', feed.path.replace(/.\.ics$/, 'Z.ics'))).statusCode).toBe(404);
    expect((await call(null, 'GET', `/ical/${secret}/again`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/api/calendar/feed')).statusCode).toBe(200);
    const output = logged.join('');
    // Requests are logged (this is not a silent logger)…
    expect(output).toContain('/api/calendar/feed');
    // …but never the secret, whichever route saw it.
    expect(output).not.toContain(secret);
    expect(output).not.toContain(secret.slice(0, 20));
  });

  it('downloads one event as a file (signed in)', async () => {
    const { id } = await create(alice, { title: 'Review: Q3/Q4?' });
    const res = await call(alice, 'GET', `/api/calendar/events/${id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Review%20Q3%20Q4.ics`);
    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Review: Q3/Q4?');
    expect((await call(null, 'GET', `/api/calendar/events/${id}/ics`)).statusCode).toBe(401);
  });
});

// Last: closed sockets leave presence rows behind for a moment, which the write checks above would see.
describe('calendar: live', () => {
  it("tells the creator's and attendees' open screens at once", async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bobs = realtimeSocket(base);
    const carols = realtimeSocket(base);
    await bobs.auth(bob.token);
    await carols.auth(carol.token);
    const { id } = await create(alice, { attendeeUids: [bob.uid] });
    await bobs.waitFor((m) => m.type === 'event' && m.kind === 'calendar.changed' && m.data.eventId === id);
    await call(bob, 'GET', '/api/me');
    expect(carols.events().filter((e) => e.kind === 'calendar.changed')).toEqual([]);
    bobs.close();
    carols.close();
  });
});
