import { AVATAR_MAX_BYTES } from '@atrium/contracts/profile-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type { AuthUser } from '../../../auth/types';
import Setting from '../../pages/setting';
import { renderSetting, stubApi } from './testing';

const { updateProfile } = vi.hoisted(() => ({ updateProfile: vi.fn() }));
vi.mock('../../../auth/auth-service', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../auth/auth-service')>();
  return { ...original, authService: { ...original.authService, updateProfile } };
});

const ROUTE = '/app/pages/setting/edit-profile';
const member = aMember({
  username: 'ana',
  city: 'Lisbon',
  birthDate: '1990-04-02',
  avatarUrl: '/api/avatars/u1?v=1',
});

async function replace(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}

/** antd's Upload renders a new hidden file input after each pick: look it up each time. */
function fileInput() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  updateProfile.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// 5–10 s each alone; a loaded 2-core CI box has taken past 20 s (the avatar and unsaved-changes flows).
describe('settings edit profile', { timeout: 60_000 }, () => {
  it('shows the member, with the e-mail read-only', async () => {
    stubApi({ 'GET /api/me': () => ({ body: member }) });
    renderSetting(ROUTE);
    expect(await screen.findByLabelText('Name')).toHaveValue('Ana Lima');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-04-02');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows the server 400 field errors on the form and keeps the typed value', async () => {
    const api = stubApi({
      'GET /api/me': () => ({ body: member }),
      'PATCH /api/me': () => ({
        status: 400,
        body: {
          error: 'Some fields are not valid.',
          code: 'invalid',
          fields: { username: { code: 'username_taken', message: 'English text, not shown.' } },
        },
      }),
    });
    renderSetting(ROUTE);
    const username = await replace('Username', 'taken.name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(username).toHaveValue('taken.name');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(api.apiCalls().filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the API', async () => {
    const api = stubApi({ 'GET /api/me': () => ({ body: member }) });
    renderSetting(ROUTE);
    await replace('Website', 'ftp://example.com');
    await replace('Username', 'a b');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use 3 to 30 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(api.apiCalls().filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves, then updates the Firebase profile; a failure there keeps the save', async () => {
    updateProfile.mockRejectedValue(new Error('Firebase: Error (auth/network-request-failed).'));
    const saved = { ...member, displayName: 'Ana Maria' };
    const api = stubApi({
      'GET /api/me': () => ({ body: member }),
      'PATCH /api/me': () => ({ body: saved }),
    });
    renderSetting(ROUTE);
    await replace('Name', 'Ana Maria');
    // Hiding the e-mail from other members.
    const showEmail = screen.getByRole('checkbox', { name: 'Show my e-mail to other members' });
    expect(showEmail).toBeChecked();
    await userEvent.click(showEmail);
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const patch = api.apiCalls().find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      displayName: 'Ana Maria',
      username: 'ana',
      city: 'Lisbon',
      website: '',
      birthDate: '1990-04-02',
      emailVisible: false,
    });
    expect(patch?.body).not.toHaveProperty('email');
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({
        displayName: 'Ana Maria',
        photoURL: `${window.location.origin}/api/avatars/u1?v=1`,
      }),
    );
    expect(
      await screen.findByText('Your profile was saved, but your sign-in account could not be updated yet.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Maria');
  });

  it('saves a member without an avatar: Firebase gets the name and no photoURL, and only success shows', async () => {
    // As the Auth Emulator does: `photoUrl: null` is refused with a 400, and the display name with it.
    updateProfile.mockImplementation(async (profile: Record<string, unknown>) => {
      if ('photoURL' in profile && !profile.photoURL)
        throw new Error('Firebase: Error (auth/internal-error).');
    });
    const plain = { ...member, avatarUrl: null };
    stubApi({
      'GET /api/me': () => ({ body: plain }),
      'PATCH /api/me': () => ({ body: { ...plain, displayName: 'Ana Maria' } }),
    });
    const signedIn: AuthUser = {
      uid: 'u1',
      email: 'ana@example.com',
      displayName: null,
      photoURL: null,
      emailVerified: true,
      providerIds: ['password'],
    };
    const { store } = renderWithProviders(
      <App>
        <Setting />
      </App>,
      { route: ROUTE, preloadedState: { user: { current: signedIn } } },
    );
    await replace('Name', 'Ana Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
    expect(updateProfile.mock.calls[0]?.[0]).toEqual({ displayName: 'Ana Maria' });
    // The greeting's source (the signed-in user) now has the name instead of the e-mail.
    await waitFor(() => expect(store.getState().user.current?.displayName).toBe('Ana Maria'));
    expect(
      screen.queryByText('Your profile was saved, but your sign-in account could not be updated yet.'),
    ).toBeNull();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    updateProfile.mockResolvedValue(undefined);
    stubApi({
      'GET /api/me': () => ({ body: member }),
      'PATCH /api/me': () => ({ body: { ...member, displayName: 'Ana Maria' } }),
    });
    const { router } = renderSetting(ROUTE);
    await replace('Name', 'Ana Maria');

    await userEvent.click(screen.getByRole('link', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard unsaved changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(router.state.location.pathname).toBe(ROUTE);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Maria');

    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/pages/setting/change-password'));
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
  });

  it('refuses an avatar that is not a JPG or PNG, or is too large, without calling the API', async () => {
    const api = stubApi({ 'GET /api/me': () => ({ body: member }) });
    renderSetting(ROUTE);
    await screen.findByLabelText('Name');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please choose a JPG or PNG image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('The image must be 2 MB or smaller.')).toBeInTheDocument();
    expect(api.apiCalls().filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('uploads a PNG avatar as the raw file', async () => {
    updateProfile.mockResolvedValue(undefined);
    const api = stubApi({
      'GET /api/me': () => ({ body: member }),
      'PUT /api/me/avatar': () => ({ body: { ...member, avatarUrl: '/api/avatars/u1?v=2' } }),
    });
    renderSetting(ROUTE);
    await screen.findByLabelText('Name');
    await userEvent.upload(fileInput(), new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your avatar has been updated.')).toBeInTheDocument();
    const put = api.apiCalls().find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/me/avatar', body: 'png-bytes' });
    const request = api.fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'PUT');
    expect(request?.headers.get('content-type')).toBe('image/png');
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({
        displayName: 'Ana Lima',
        photoURL: `${window.location.origin}/api/avatars/u1?v=2`,
      }),
    );
  });

  it('offers Retry when the profile cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/me': () =>
        fail ? { status: 503, body: { error: 'Service unavailable' } } : { body: member },
    });
    renderSetting(ROUTE);
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ana Lima');
  });
});
