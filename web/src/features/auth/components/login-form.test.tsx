import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubAuthService } from '../../../testing/render';

describe('login page', () => {
  it('checks the e-mail and the 6-character minimum before calling Firebase, keeping what was typed', async () => {
    const signInWithEmail = vi.fn();
    renderApp({ route: '/auth/login-1', authService: stubAuthService({ signInWithEmail }) });
    // The file's first render loads the app's lazy screens and translations: over 5 s with two test workers.
    const email = await screen.findByLabelText('Email', {}, { timeout: 30_000 });
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(await screen.findByText('The password must be 6 characters long or more.')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
    expect(email).toHaveValue('not-an-email');
  });

  it("shows antd's localized required messages for empty fields", async () => {
    renderApp({ route: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
    expect(await screen.findByText('Please enter Password')).toBeInTheDocument();
  });

  it('translates a known Firebase error and keeps the typed e-mail', async () => {
    const error = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    renderApp({
      route: '/auth/login-2',
      authService: stubAuthService({ signInWithEmail: () => Promise.reject(error) }),
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(screen.queryByText(/Firebase:/)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('shows an unknown error as Firebase wrote it, minus the prefix', async () => {
    const error = new Error('Firebase: Error (auth/quota-exceeded).');
    renderApp({
      route: '/login',
      authService: stubAuthService({ signInWithEmail: () => Promise.reject(error) }),
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error (auth/quota-exceeded).');
  });
});

describe('register page', () => {
  it('requires the confirmation to match', async () => {
    const signUpWithEmail = vi.fn();
    renderApp({ route: '/auth/register-1', authService: stubAuthService({ signUpWithEmail }) });
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The two passwords you entered do not match.')).toBeInTheDocument();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('leaves validation to the form (no browser bubble) and drops an old server message when fields are wrong', async () => {
    const taken = Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
      code: 'auth/email-already-in-use',
    });
    renderApp({
      route: '/auth/register-1',
      authService: stubAuthService({ signUpWithEmail: () => Promise.reject(taken) }),
    });
    const email = await screen.findByLabelText('Email');
    expect(email.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already exists/i);

    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/already exists/i)).toBeNull());
  });

  it('signs up and goes home with the token stored', async () => {
    const result = {
      refreshToken: 'r1',
      user: {
        uid: 'u',
        email: 'ana@example.com',
        displayName: null,
        photoURL: null,
        emailVerified: false,
        providerIds: ['password'],
      },
    };
    const { router, store } = renderApp({
      route: '/auth/register-2',
      authService: stubAuthService({ signUpWithEmail: async () => result }),
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboards/default'));
    expect(store.getState().auth.token).toBe('r1');
    expect(localStorage.getItem('auth_token')).toBe('r1');
  });
});
