import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSetting } from './testing';

const { changePassword } = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock('../../../auth/auth-service', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../auth/auth-service')>();
  return { ...original, authService: { ...original.authService, changePassword } };
});

const ROUTE = '/app/pages/setting/change-password';

async function fillAndSubmit(current: string, next: string, confirm = next) {
  await userEvent.click(await screen.findByLabelText('Current Password'));
  await userEvent.paste(current);
  await userEvent.click(screen.getByLabelText('New Password'));
  await userEvent.paste(next);
  await userEvent.click(screen.getByLabelText('Confirm Password'));
  await userEvent.paste(confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

// A block body: a function returned by beforeEach would be run as its teardown.
beforeEach(() => {
  changePassword.mockReset();
});

describe('settings change password', { timeout: 20_000 }, () => {
  it('checks the 6-character minimum and the confirmation before calling Firebase', async () => {
    renderSetting(ROUTE);
    await fillAndSubmit('oldpass1', '12345', '12346');
    expect(await screen.findByText('The password must be 6 characters long or more.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords you entered do not match.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each(['wrong-password', 'invalid-credential', 'invalid-login-credentials'])(
    'shows a wrong current password (%s) on the Current Password field',
    async (code) => {
      changePassword.mockRejectedValue(firebaseError(code));
      renderSetting(ROUTE);
      await fillAndSubmit('not-my-password', 'newpass1');
      const text = await screen.findByText('The current password is incorrect.');
      // antd puts the field's message in its help area, tied to the input.
      expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
      expect(text.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Current Password'));
      expect(changePassword).toHaveBeenCalledWith('not-my-password', 'newpass1');
      expect(screen.getByLabelText('New Password')).toHaveValue('newpass1');
    },
  );

  it('explains too many attempts in the user language', async () => {
    changePassword.mockRejectedValue(firebaseError('too-many-requests'));
    renderSetting(ROUTE);
    await fillAndSubmit('oldpass1', 'newpass1');
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('shows any other error without the "Firebase: " prefix', async () => {
    changePassword.mockRejectedValue(firebaseError('quota-exceeded'));
    renderSetting(ROUTE);
    await fillAndSubmit('oldpass1', 'newpass1');
    expect(await screen.findByText('Error (auth/quota-exceeded).')).toBeInTheDocument();
    expect(screen.queryByText(/Firebase:/)).toBeNull();
  });

  it('changes the password, says so and empties the form', async () => {
    changePassword.mockResolvedValue(undefined);
    renderSetting(ROUTE);
    await fillAndSubmit('oldpass1', 'newpass1');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('oldpass1', 'newpass1');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });
});
