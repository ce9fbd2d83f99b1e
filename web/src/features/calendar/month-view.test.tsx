import '../../app/connect-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverRealtimeEvent } from '../../lib/realtime';
import {
  anOccurrence,
  at,
  callsTo,
  cellOn,
  dialogTitled,
  eventOf,
  fastUser,
  renderCalendar,
  stubCalendarServer,
} from './calendar-fixtures';

const user = fastUser();

afterEach(() => vi.unstubAllGlobals());

describe('calendar month', { timeout: 60_000 }, () => {
  it('asks for the six weeks shown, and puts events in their day cells as named chips', async () => {
    const sync = anOccurrence({ title: 'Team sync' });
    const trip = anOccurrence({
      title: 'Trip',
      allDay: true,
      start: '2026-03-19',
      end: '2026-03-20',
      color: '#04d182',
    });
    const calls = stubCalendarServer({ occurrences: () => [sync, trip] });
    renderCalendar();

    const chip = await screen.findByTitle('Team sync, 9:00 AM–10:00 AM');
    expect(chip.tagName).toBe('BUTTON');
    expect(chip).toHaveAccessibleName('Team sync, 9:00 AM–10:00 AM');
    expect(cellOn('2026-03-12')).toContainElement(chip);
    expect(within(cellOn('2026-03-12')).getByText('12')).toHaveAccessibleName(
      'New event on Thursday, March 12, 2026',
    );
    // An all-day event over two days is on each of them.
    expect(within(cellOn('2026-03-19')).getByTitle('Trip, Mar 19 – Mar 20, 2026')).toBeInTheDocument();
    expect(within(cellOn('2026-03-20')).getByText('Trip')).toBeInTheDocument();
    expect(within(cellOn('2026-03-21')).queryByText('Trip')).toBeNull();

    // March 2026 starts on a Sunday: English weeks start on Sunday, so the grid is March 1 to April 11.
    const [list] = callsTo(calls, 'GET', '/api/calendar/events');
    expect(Date.parse(list?.url.searchParams.get('from') ?? '')).toBe(new Date(2026, 2, 1).getTime());
    expect(Date.parse(list?.url.searchParams.get('to') ?? '')).toBe(new Date(2026, 3, 12).getTime());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('March 2026');
  });

  it('shows two chips and "+n more" on a busy day, and the whole day in a list', async () => {
    const busy = [8, 9, 10, 11, 13].map((h) =>
      anOccurrence({
        title: `Meeting ${h}`,
        start: at(`2026-03-10T${String(h).padStart(2, '0')}:00`),
        end: at(`2026-03-10T${String(h).padStart(2, '0')}:30`),
      }),
    );
    stubCalendarServer({ occurrences: () => busy, events: busy.map((o) => eventOf(o)) });
    renderCalendar();

    const more = await screen.findByText('+3 more');
    expect(more).toHaveAccessibleName('3 more events on Tuesday, March 10, 2026');
    const cell = cellOn('2026-03-10');
    expect(
      within(cell)
        .getAllByTestId('cal-event')
        .map((c) => c.querySelector('.cal-chip-body')?.textContent),
    ).toEqual(['8:00 AMMeeting 8', '9:00 AMMeeting 9']);

    await user.click(more);
    const list = await screen.findByRole('region', { name: 'Tuesday, March 10, 2026' });
    const chips = within(list).getAllByTestId('cal-event');
    expect(chips.map((c) => c.getAttribute('title'))).toEqual([
      'Meeting 8, 8:00 AM–8:30 AM',
      'Meeting 9, 9:00 AM–9:30 AM',
      'Meeting 10, 10:00 AM–10:30 AM',
      'Meeting 11, 11:00 AM–11:30 AM',
      'Meeting 13, 1:00 PM–1:30 PM',
    ]);
    await waitFor(() => expect(chips[0]).toHaveFocus());
    // Opening one from the list opens that event, not a new one.
    await user.click(chips[4] as HTMLElement);
    expect(await dialogTitled('Meeting 13')).toBeInTheDocument();
    expect(screen.queryByText('New Event')).toBeNull();
  });

  it('opens New Event on the day clicked, and reads the range again when another member changes an event', async () => {
    let title = 'Before';
    const calls = stubCalendarServer({ occurrences: () => [anOccurrence({ title })] });
    renderCalendar();
    await screen.findByText('Before');

    await user.click(within(cellOn('2026-03-18')).getByText('18'));
    const dialog = await dialogTitled('New Event');
    expect(within(dialog).getByLabelText('Start')).toHaveValue('03/18/2026 9:00 AM');
    expect(within(dialog).getByLabelText('End')).toHaveValue('03/18/2026 10:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    title = 'After';
    const before = callsTo(calls, 'GET', '/api/calendar/events').length;
    act(() =>
      deliverRealtimeEvent({
        id: 1,
        kind: 'calendar.changed',
        data: { eventId: 'x' },
        at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/calendar/events').length).toBe(before + 1);
  });
});
