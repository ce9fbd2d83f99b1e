import type { NotificationPreferences } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSetting, stubApi } from './testing';

const ROUTE = '/app/pages/setting/notification';
const preferences: NotificationPreferences = {
  mentions: true,
  follows: false,
  comments: true,
  emailNotifications: false,
  newProducts: false,
  groupInvitations: true,
  tasks: true,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('settings notification', { timeout: 20_000 }, () => {
  it('lists every preference with its description and saves a toggle at once', async () => {
    let saved = { ...preferences };
    const api = stubApi({
      'GET /api/me/preferences': () => ({ body: saved }),
      'PATCH /api/me/preferences': ({ body }) => {
        saved = { ...saved, ...(body as Partial<NotificationPreferences>) };
        return { body: saved };
      },
    });
    renderSetting(ROUTE);
    const follows = await screen.findByRole('switch', { name: 'Follows' });
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(follows).toHaveAccessibleDescription('Notify me when someone starts following me.');
    expect(follows).not.toBeChecked();

    await userEvent.click(follows);
    await waitFor(() =>
      expect(api.apiCalls().find((c) => c.method === 'PATCH')?.body).toEqual({ follows: true }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Follows' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Follows' })).toBeChecked();
  });

  it('puts the switch back and says so when saving fails', async () => {
    stubApi({
      'GET /api/me/preferences': () => ({ body: preferences }),
      'PATCH /api/me/preferences': () => ({ status: 500, body: { error: 'Database down' } }),
    });
    renderSetting(ROUTE);
    const mentions = await screen.findByRole('switch', { name: 'Mentions' });
    expect(mentions).toBeChecked();
    await userEvent.click(mentions);
    expect(
      await screen.findByText(
        '"Mentions" could not be saved: Something went wrong on our side. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mentions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mentions' })).toBeEnabled();
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/preferences': () =>
        fail ? { status: 500, body: { error: 'Database down' } } : { body: preferences },
    });
    renderSetting(ROUTE);
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Tasks' })).toBeChecked();
  });
});
