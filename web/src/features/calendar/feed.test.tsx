import '../../app/connect-api';
import type { CalendarFeed } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  dialogTitled,
  fastUser,
  json,
  renderCalendar,
  stubCalendarServer,
} from './calendar-fixtures';

afterEach(() => vi.unstubAllGlobals());

const feedAt = (secret: string): CalendarFeed => ({
  url: `http://localhost:3000/ical/${secret}.ics`,
  path: `/ical/${secret}.ics`,
  createdAt: '2026-03-01T00:00:00.000Z',
});

describe('calendar subscription', { timeout: 120_000 }, () => {
  it('keeps the address hidden until shown, copies it, and makes a new one only when confirmed', async () => {
    const user = fastUser();
    let feed = feedAt('first-secret');
    const calls = stubCalendarServer({
      handle: ({ method, url }) => {
        if (url.pathname !== '/api/calendar/feed') return undefined;
        if (method === 'POST') feed = feedAt('second-secret');
        return json(feed);
      },
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const panel = await dialogTitled('Subscribe to your calendar');

    const address = await within(panel).findByLabelText('Private address');
    expect((address as HTMLInputElement).value).not.toContain('first-secret');
    expect((address as HTMLInputElement).value).toMatch(/^http:\/\/localhost:3000\/ical\/•+\.ics$/);
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(address).toHaveValue('http://localhost:3000/ical/first-secret.ics');

    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/ical/first-secret.ics');
    expect(await screen.findByText('Address copied.')).toBeInTheDocument();

    // Asked first: the old address stops at once. Cancelled, nothing happens.
    await user.click(within(panel).getByRole('button', { name: 'Make a new address' }));
    // The confirmation's newest copy (a dismissed one stays in the page while it fades).
    const confirmation = async () =>
      ((await screen.findAllByText('Make a new address?')).at(-1) as HTMLElement).closest(
        '[role="dialog"]',
      ) as HTMLElement;
    let confirm = await confirmation();
    expect(screen.getByText(/The current address stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'POST', '/api/calendar/feed')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Make a new address' }));
    confirm = await confirmation();
    await user.click(
      within(confirm).getByRole('button', {
        name: 'Make a new address',
      }),
    );
    await waitFor(() => expect(address).toHaveValue('http://localhost:3000/ical/second-secret.ics'));
    expect(callsTo(calls, 'POST', '/api/calendar/feed')).toHaveLength(1);
    expect(await screen.findByText('New address made. The old one no longer works.')).toBeInTheDocument();

    // How to subscribe, for each calendar program.
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar'])
      expect(within(panel).getByRole('button', { name: app })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Google Calendar' }));
    expect(await within(panel).findByText(/choose \+ and then “From URL”/)).toBeInTheDocument();
  });

  it('offers to make an address when there is none', async () => {
    const user = fastUser();
    let feed: CalendarFeed = { url: null, path: null, createdAt: null };
    const calls = stubCalendarServer({
      handle: ({ method, url }) => {
        if (url.pathname !== '/api/calendar/feed') return undefined;
        if (method === 'POST') feed = feedAt('fresh');
        return json(feed);
      },
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const panel = await dialogTitled('Subscribe to your calendar');
    expect(await within(panel).findByText('You have no subscription address.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Make my address' }));
    expect(await within(panel).findByLabelText('Private address')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/calendar/feed')).toHaveLength(1);
  });
});
