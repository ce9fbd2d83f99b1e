import '../../app/connect-api';
import { EVENT_TITLE_MAX } from '@atrium/contracts/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ana,
  anOccurrence,
  callsTo,
  cellOn,
  dialogTitled,
  eventOf,
  fastUser,
  json,
  renderCalendar,
  stubCalendarServer,
} from './calendar-fixtures';

const user = fastUser();

afterEach(() => vi.unstubAllGlobals());

/** Opens New Event from a day of the month grid (the grid shows March 2026). */
async function newEventOn(date: string) {
  await screen.findByRole('heading', { level: 2 });
  await user.click(within(cellOn(date)).getByRole('button'));
  return dialogTitled('New Event');
}

/**
 * Puts a new value into one of antd's date pickers, presses Enter and leaves the field. Pasted rather than typed: each keystroke
 * redraws the picker's open panels, seconds a value in jsdom.
 */
async function typeDate(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
  await user.keyboard('{Enter}');
  await user.tab();
}

/**
 * Picks `option` in the select labelled `label`. antd's list names only the options near the active one for
 * assistive technology; the option a person clicks is the visible one, found by its title.
 */
async function pick(within_: ReturnType<typeof within>, label: string, option: string) {
  await user.click(within_.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

const posts = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, 'POST', '/api/calendar/events');

describe('event form', { timeout: 120_000 }, () => {
  it('checks the times by the contract as they change: an end before the start is refused, nothing is sent', async () => {
    const calls = stubCalendarServer();
    renderCalendar();
    const dialog = await newEventOn('2026-03-18');
    await user.type(within(dialog).getByLabelText('Title'), 'Standup');

    await typeDate(within(dialog).getByLabelText('End'), '03/18/2026 8:00 AM');
    expect(await within(dialog).findByText('The end comes before the start.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(posts(calls)).toHaveLength(0);

    // Moving the start moves the end with it: the event keeps its length.
    await typeDate(within(dialog).getByLabelText('End'), '03/18/2026 11:00 AM');
    await waitFor(() => expect(within(dialog).queryByText('The end comes before the start.')).toBeNull());
    await typeDate(within(dialog).getByLabelText('Start'), '03/19/2026 2:00 PM');
    await waitFor(() => expect(within(dialog).getByLabelText('End')).toHaveValue('03/19/2026 4:00 PM'));
  });

  it('refuses a title over 200 characters, and sends an all-day event as dates in the browser’s zone', async () => {
    const calls = stubCalendarServer();
    renderCalendar();
    const dialog = await newEventOn('2026-03-18');
    const title = within(dialog).getByLabelText('Title');
    await user.click(title);
    await user.paste('x'.repeat(EVENT_TITLE_MAX + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A title has at most 200 characters.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'Offsite');
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Start')).toHaveValue('03/18/2026'));
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      title: 'Offsite',
      allDay: true,
      start: '2026-03-18',
      end: '2026-03-18',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      color: '#04d182',
      location: '',
      description: '',
      attendeeUids: [],
      rrule: null,
    });
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
  });

  it('writes the repeat choice as an RRULE', async () => {
    const calls = stubCalendarServer();
    renderCalendar();

    // Weekly on Monday (the start's weekday, ticked for you) and Wednesday, five times.
    const dialog = await newEventOn('2026-03-16');
    await user.type(within(dialog).getByLabelText('Title'), 'Gym');
    await pick(within(dialog), 'Repeat', 'Weekly');
    expect(await within(dialog).findByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(dialog).getByRole('radio', { name: 'After a number of times' }));
    const count = within(dialog).getByLabelText('Number of times');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ title: 'Gym', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5' });
  });

  it('shows a stored rule again as the same choice, and sends it back unchanged', async () => {
    const monthly = anOccurrence({
      title: 'Review',
      recurring: true,
      originalStart: anOccurrence().start,
    });
    const event = eventOf(monthly, { rrule: 'FREQ=MONTHLY;INTERVAL=2;UNTIL=20261231' });
    const calls = stubCalendarServer({
      occurrences: () => [monthly],
      events: [event],
      handle: ({ method, url }) =>
        method === 'PUT' && url.pathname === `/api/calendar/events/${event.id}` ? json(event) : undefined,
    });
    renderCalendar();

    // Every two months until the last day of 2026, opened and saved whole: the same rule goes back.
    await user.click(await screen.findByTitle(/^Review,/));
    const details = await dialogTitled('Review');
    expect(await within(details).findByText('Every 2 months, until Dec 31, 2026')).toBeInTheDocument();
    await user.click(await within(details).findByRole('button', { name: 'Edit' }));
    const form = await dialogTitled('Edit Event');
    expect(within(form).getByTitle('Monthly')).toBeInTheDocument();
    expect(within(form).getByLabelText('Repeat interval')).toHaveValue('2');
    expect(within(form).getByRole('radio', { name: 'On a date' })).toBeChecked();
    expect(within(form).getByLabelText('Last day')).toHaveValue('12/31/2026');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const scope = await dialogTitled('Save a repeating event');
    await user.click(within(scope).getByRole('radio', { name: 'All events' }));
    await user.click(within(scope).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', `/api/calendar/events/${event.id}`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `/api/calendar/events/${event.id}`)[0]?.body).toMatchObject({
      rrule: 'FREQ=MONTHLY;INTERVAL=2;UNTIL=20261231',
      start: expect.stringMatching(/^2026-03-12T09:00:00/),
    });
  });

  it('shows the server’s refusal at its field, keeps everything when the network fails, retries, and sends once', async () => {
    let answer: 'refuse' | 'offline' | 'slow' = 'refuse';
    let release = () => {};
    const calls = stubCalendarServer({
      handle: async ({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/calendar/events') return undefined;
        if (answer === 'refuse') {
          return json(
            {
              error: 'Some fields are not valid.',
              code: 'invalid',
              fields: {
                attendeeUids: { code: 'invalid', message: 'Some of these members cannot be invited.' },
              },
            },
            400,
          );
        }
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        await new Promise<void>((done) => {
          release = done;
        });
        return json(eventOf(anOccurrence()), 201);
      },
    });
    renderCalendar();
    const dialog = await newEventOn('2026-03-18');
    await user.type(within(dialog).getByLabelText('Title'), 'Planning');
    await pick(within(dialog), 'Attendees', ana.displayName);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Some of these members cannot be invited.')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ attendeeUids: ['ana'] });

    answer = 'offline';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server: nothing was saved.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Planning');

    answer = 'slow';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const save = within(dialog).getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    await user.click(save);
    release();
    await waitFor(() => expect(screen.queryByText('New Event')).toBeNull());
    expect(posts(calls)).toHaveLength(3);
    expect(posts(calls)[2]?.body).toEqual(posts(calls)[1]?.body);
  });
});
