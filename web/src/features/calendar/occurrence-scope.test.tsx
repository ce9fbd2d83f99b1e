import '../../app/connect-api';
import type { Occurrence } from '@atrium/contracts';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anOccurrence,
  at,
  callsTo,
  dialogTitled,
  eventOf,
  fastUser,
  json,
  renderCalendar,
  stubCalendarServer,
} from './calendar-fixtures';

const user = fastUser();

afterEach(() => vi.unstubAllGlobals());

/** A weekly team sync on Mondays at 9:00, from March 2 2026: its occurrences in March. */
function weeklySync() {
  const first = anOccurrence({ title: 'Team sync' });
  const occurrences: Occurrence[] = [2, 9, 16, 23, 30].map((day) => {
    const start = at(`2026-03-${String(day).padStart(2, '0')}T09:00`);
    return {
      ...first,
      start,
      end: at(`2026-03-${String(day).padStart(2, '0')}T10:00`),
      originalStart: start,
      recurring: true,
    };
  });
  const event = eventOf(occurrences[0] as Occurrence, { rrule: 'FREQ=WEEKLY;BYDAY=MO' });
  return { occurrences, event, id: event.id };
}

/** Opens the occurrence on `date` ('2026-03-16') from the month grid. */
async function openOn(date: string) {
  const chip = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`td[title="${date}"] [data-testid="cal-event"]`);
    if (!found) throw new Error(`no event on ${date}`);
    return found;
  });
  await user.click(chip);
  return dialogTitled('Team sync');
}

describe('an occurrence or the whole series', { timeout: 120_000 }, () => {
  it('saves one occurrence on its own when “This event” is chosen', async () => {
    const { occurrences, event, id } = weeklySync();
    const calls = stubCalendarServer({
      occurrences: () => occurrences,
      events: [event],
      handle: ({ method, url }) =>
        method === 'PUT' && url.pathname.startsWith(`/api/calendar/events/${id}`) ? json(event) : undefined,
    });
    renderCalendar();
    const details = await openOn('2026-03-16');
    expect(await within(details).findByText('Every week on Monday')).toBeInTheDocument();
    await user.click(await within(details).findByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit Event');
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Team sync (moved)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const scope = await dialogTitled('Save a repeating event');
    expect(within(scope).getByRole('radio', { name: 'This event' })).toBeChecked();
    await user.click(within(scope).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', `/api/calendar/events/${id}/occurrences`)).toHaveLength(1),
    );
    expect(callsTo(calls, 'PUT', `/api/calendar/events/${id}/occurrences`)[0]?.body).toEqual({
      originalStart: occurrences[2]?.originalStart,
      title: 'Team sync (moved)',
      start: expect.stringMatching(/^2026-03-16T09:00:00/),
      end: expect.stringMatching(/^2026-03-16T10:00:00/),
      color: '#3e82f7',
      location: '',
      description: '',
    });
    expect(callsTo(calls, 'PUT', `/api/calendar/events/${id}`)).toHaveLength(0);
  });

  it('moves the whole series by as much as the occurrence, and leaves only “All events” for a new rule', async () => {
    const { occurrences, event, id } = weeklySync();
    const calls = stubCalendarServer({
      occurrences: () => occurrences,
      events: [event],
      handle: ({ method, url }) =>
        method === 'PUT' && url.pathname === `/api/calendar/events/${id}` ? json(event) : undefined,
    });
    renderCalendar();
    const details = await openOn('2026-03-23');
    await user.click(await within(details).findByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit Event');
    const start = within(form).getByLabelText('Start');
    await user.clear(start);
    await user.paste('03/23/2026 10:30 AM');
    await user.keyboard('{Enter}');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    let scope = await dialogTitled('Save a repeating event');
    await user.click(within(scope).getByRole('radio', { name: 'All events' }));
    await user.click(within(scope).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `/api/calendar/events/${id}`)).toHaveLength(1));
    // The series still starts on March 2, now at 10:30 for an hour.
    expect(callsTo(calls, 'PUT', `/api/calendar/events/${id}`)[0]?.body).toMatchObject({
      start: expect.stringMatching(/^2026-03-02T10:30:00/),
      end: expect.stringMatching(/^2026-03-02T11:30:00/),
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      timeZone: 'Europe/Paris',
    });

    // A new rule is the series' own: "This event" is not offered.
    const again = await openOn('2026-03-09');
    await user.click(await within(again).findByRole('button', { name: 'Edit' }));
    const form2 = await dialogTitled('Edit Event');
    await user.click(within(form2).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(form2).getByRole('button', { name: 'Save' }));
    scope = await dialogTitled('Save a repeating event');
    expect(within(scope).getByRole('radio', { name: 'This event' })).toBeDisabled();
    expect(within(scope).getByRole('radio', { name: 'All events' })).toBeChecked();
    expect(scope).toHaveTextContent('The repeat, all day and attendees belong to every event of the series.');
  });

  it('deletes one occurrence, or the whole series, as chosen', async () => {
    const { occurrences, event, id } = weeklySync();
    const calls = stubCalendarServer({
      occurrences: () => occurrences,
      events: [event],
      handle: ({ method, url }) => {
        if (method !== 'DELETE') return undefined;
        if (url.pathname === `/api/calendar/events/${id}/occurrences`) return json(event);
        if (url.pathname === `/api/calendar/events/${id}`) return new Response(null, { status: 204 });
        return undefined;
      },
    });
    renderCalendar();

    let details = await openOn('2026-03-09');
    await user.click(await within(details).findByRole('button', { name: 'Delete' }));
    let scope = await dialogTitled('Delete a repeating event');
    await user.click(within(scope).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE', `/api/calendar/events/${id}/occurrences`)).toHaveLength(1),
    );
    expect(
      callsTo(calls, 'DELETE', `/api/calendar/events/${id}/occurrences`)[0]?.url.searchParams.get(
        'originalStart',
      ),
    ).toBe(occurrences[1]?.originalStart);

    details = await openOn('2026-03-30');
    await user.click(await within(details).findByRole('button', { name: 'Delete' }));
    scope = await dialogTitled('Delete a repeating event');
    await user.click(within(scope).getByRole('radio', { name: 'All events' }));
    await user.click(within(scope).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `/api/calendar/events/${id}`)).toHaveLength(1));
    expect(callsTo(calls, 'DELETE', `/api/calendar/events/${id}/occurrences`)).toHaveLength(1);
  });
});
