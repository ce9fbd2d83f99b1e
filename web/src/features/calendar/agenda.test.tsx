import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anOccurrence,
  at,
  callsTo,
  dialogTitled,
  eventOf,
  fastUser,
  renderCalendar,
  stubCalendarServer,
} from './calendar-fixtures';

const user = fastUser();

afterEach(() => vi.unstubAllGlobals());

describe('calendar agenda', { timeout: 120_000 }, () => {
  it('lists the month ahead by date: colour, title, time range, and Delete for the creator', async () => {
    const standup = anOccurrence({
      title: 'Standup',
      start: at('2026-03-12T09:00'),
      end: at('2026-03-12T09:15'),
    });
    const holiday = anOccurrence({ title: 'Holiday', allDay: true, start: '2026-03-12', end: '2026-03-12' });
    const dinner = anOccurrence({
      title: 'Dinner',
      start: at('2026-03-14T19:30'),
      end: at('2026-03-14T22:00'),
      canEdit: false,
      creatorUid: 'ana',
      color: '#de4436',
    });
    let items = [holiday, standup, dinner];
    const calls = stubCalendarServer({
      occurrences: () => items,
      handle: ({ method, url }) => {
        if (method !== 'DELETE' || url.pathname !== `/api/calendar/events/${standup.eventId}`)
          return undefined;
        items = items.filter((o) => o !== standup);
        return new Response(null, { status: 204 });
      },
    });
    renderCalendar('?view=agenda&date=2026-03-12');

    const agenda = await screen.findByTestId('cal-agenda');
    const [list] = callsTo(calls, 'GET', '/api/calendar/events');
    expect(Date.parse(list?.url.searchParams.get('from') ?? '')).toBe(new Date(2026, 2, 12).getTime());
    expect(Date.parse(list?.url.searchParams.get('to') ?? '')).toBe(new Date(2026, 3, 11).getTime());
    expect(
      within(agenda)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Thursday, March 12, 2026', 'Saturday, March 14, 2026']);
    const rows = within(agenda).getAllByTestId('cal-agenda-item');
    expect(rows.map((r) => r.querySelector('.cal-agenda-body')?.textContent)).toEqual([
      'HolidayAll day',
      'Standup9:00 AM–9:15 AM',
      'Dinner7:30 PM–10:00 PM',
    ]);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Standup, 9:00 AM–9:15 AM' }),
    ).toBeInTheDocument();
    expect(
      (rows[2] as HTMLElement).querySelector<HTMLElement>('.cal-dot')?.style.getPropertyValue('--ev'),
    ).toBe('#de4436');
    // Ana's dinner is hers to delete, not mine.
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'Delete Dinner' })).toBeNull();

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete Standup' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete “Standup”?');
    expect(callsTo(calls, 'DELETE', `/api/calendar/events/${standup.eventId}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(agenda).queryByText('Standup')).toBeNull());
    expect(callsTo(calls, 'DELETE', `/api/calendar/events/${standup.eventId}`)).toHaveLength(1);
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
  });

  it('says when the days ahead hold nothing, and steps a month at a time', async () => {
    const calls = stubCalendarServer();
    renderCalendar('?view=agenda&date=2026-03-12');
    expect(await screen.findByText('No events from Mar 12 to Apr 10, 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(await screen.findByText('No events from Apr 11 to May 10, 2026.')).toBeInTheDocument();
    const last = callsTo(calls, 'GET', '/api/calendar/events').at(-1);
    expect(Date.parse(last?.url.searchParams.get('from') ?? '')).toBe(new Date(2026, 3, 11).getTime());
  });

  it('opens an event from the agenda to its details, and downloads it as .ics', async () => {
    const talk = anOccurrence({ title: 'Talk', location: 'Room 4' });
    const calls = stubCalendarServer({
      occurrences: () => [talk],
      events: [
        eventOf(talk, {
          description: 'Slides first',
          attendees: [{ uid: 'ana', displayName: 'Ana Lima', avatarUrl: null }],
        }),
      ],
      handle: ({ url }) =>
        url.pathname.endsWith('/ics')
          ? new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
              headers: { 'content-type': 'text/calendar' },
            })
          : undefined,
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderCalendar('?view=agenda&date=2026-03-12');
    await user.click(await screen.findByRole('button', { name: 'Talk, 9:00 AM–10:00 AM' }));
    const dialog = await dialogTitled('Talk');
    expect(await within(dialog).findByText('Slides first')).toBeInTheDocument();
    expect(within(dialog).getByText('Room 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(dialog).getByText('Organizer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download .ics' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', `/api/calendar/events/${talk.eventId}/ics`)).toHaveLength(1),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
