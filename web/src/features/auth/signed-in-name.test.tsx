import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { SIGNED_IN_NAME_KEY } from '../../config/app-config';
import { renderWithProviders, stubAuthService } from '../../testing/render';
import { signOut } from './slice';
import type { AuthUser } from './types';
import { useSignedInName } from './use-signed-in-name';
import { userChanged } from './user-slice';

const MINA: AuthUser = {
  uid: 'u-mina',
  email: 'mina@atrium.test',
  displayName: 'Mina Park',
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
};
const SIGNED_IN = { auth: { loading: false, message: '', showMessage: false, redirect: '', token: 't' } };

function Name() {
  return <output>{useSignedInName()}</output>;
}

describe('the signed-in name kept for the first paint', () => {
  it('is saved when Firebase reports the person, follows a new name and goes at sign-out', async () => {
    const store = makeStore({ preloadedState: SIGNED_IN, authService: stubAuthService() });
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBeNull();
    store.dispatch(userChanged(MINA));
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBe('Mina Park');
    // Without a display name the app greets by e-mail address, and so does the saved copy.
    store.dispatch(userChanged({ ...MINA, displayName: null }));
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBe('mina@atrium.test');
    await store.dispatch(signOut());
    expect(localStorage.getItem(SIGNED_IN_NAME_KEY)).toBeNull();
  });

  it("is the saved name until Firebase reports, then Firebase's; nobody's when signed out", async () => {
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Mina Park');
    const { store } = renderWithProviders(<Name />, { preloadedState: SIGNED_IN });
    expect(screen.getByRole('status')).toHaveTextContent(/^Mina Park$/);
    // The browser's copy can be behind: the name was changed on another device.
    act(() => {
      store.dispatch(userChanged({ ...MINA, displayName: 'Mina Park-Lee' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Mina Park-Lee$/);
    await act(() => store.dispatch(signOut()));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // A name left in storage greets nobody without a session.
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Mina Park');
    act(() => {
      store.dispatch(userChanged(null));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
