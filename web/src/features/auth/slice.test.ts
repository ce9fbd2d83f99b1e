import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { stubAuthService } from '../../testing/render';
import {
  authenticated,
  authSlice,
  hideAuthMessage,
  initialAuthState,
  showAuthMessage,
  showLoading,
  signIn,
  signInSuccess,
  signInWithFacebook,
  signInWithGoogle,
  signOut,
  signOutSuccess,
  signUp,
} from './slice';
import type { AuthResult } from './types';

const reducer = authSlice.reducer;
const base = { loading: false, message: '', showMessage: false, redirect: '', token: null };
const result: AuthResult = {
  refreshToken: 'refresh-1',
  user: {
    uid: 'u1',
    email: 'a@b.co',
    displayName: null,
    photoURL: null,
    emailVerified: false,
    providerIds: ['password'],
  },
};

describe('auth slice: initial state (spec section 3)', () => {
  it('starts empty without a stored token', () => {
    expect(initialAuthState()).toEqual(base);
  });
  it('takes the token from localStorage auth_token', () => {
    localStorage.setItem('auth_token', 'stored');
    expect(initialAuthState().token).toBe('stored');
  });
});

describe('auth slice: manual actions (spec section 4)', () => {
  it('authenticated: loading false, redirect "/", token set', () => {
    expect(reducer({ ...base, loading: true }, authenticated('t'))).toEqual({
      ...base,
      redirect: '/',
      token: 't',
    });
  });
  it('showAuthMessage: message set and shown, loading false', () => {
    expect(reducer({ ...base, loading: true }, showAuthMessage('oops'))).toEqual({
      ...base,
      message: 'oops',
      showMessage: true,
    });
  });
  it('hideAuthMessage: message cleared and hidden', () => {
    expect(reducer({ ...base, message: 'x', showMessage: true }, hideAuthMessage())).toEqual(base);
  });
  it('signOutSuccess: loading false, token null, redirect "/"', () => {
    expect(reducer({ ...base, loading: true, token: 't' }, signOutSuccess())).toEqual({
      ...base,
      redirect: '/',
    });
  });
  it('showLoading: loading true', () => {
    expect(reducer(base, showLoading())).toEqual({ ...base, loading: true });
  });
  it('signInSuccess: loading false, token set', () => {
    expect(reducer({ ...base, loading: true }, signInSuccess('t'))).toEqual({ ...base, token: 't' });
  });
});

describe.each([
  ['signIn', signIn, 'signInWithEmail'],
  ['signUp', signUp, 'signUpWithEmail'],
  ['signInWithGoogle', signInWithGoogle, 'signInWithProvider'],
  ['signInWithFacebook', signInWithFacebook, 'signInWithProvider'],
] as const)('%s thunk (spec sections 4, 7, 8)', (_name, thunk, method) => {
  const arg = { email: 'a@b.co', password: 'secret1', displayName: 'A' };

  it('sets loading while pending', () => {
    expect(reducer(base, { type: thunk.pending.type })).toEqual({ ...base, loading: true });
  });

  it('on success: loading false, redirect "/", token = refresh token, also in localStorage', async () => {
    const store = makeStore({
      authService: stubAuthService({ [method]: async () => result }),
      persist: false,
    });
    await store.dispatch((thunk as typeof signIn)(arg as never));
    expect(store.getState().auth).toEqual({ ...base, redirect: '/', token: 'refresh-1' });
    expect(localStorage.getItem('auth_token')).toBe('refresh-1');
    expect(store.getState().user.current?.uid).toBe('u1');
  });

  it('on failure: the message without "Firebase: ", shown, loading false; the token untouched', async () => {
    const error = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    const store = makeStore({
      authService: stubAuthService({ [method]: async () => Promise.reject(error) }),
      persist: false,
    });
    await store.dispatch((thunk as typeof signIn)(arg as never));
    expect(store.getState().auth).toEqual({
      ...base,
      message: 'Error (auth/wrong-password).',
      showMessage: true,
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("falls back to 'Error' when the exception carries no message", async () => {
    const store = makeStore({
      authService: stubAuthService({ [method]: () => Promise.reject({}) }),
      persist: false,
    });
    await store.dispatch((thunk as typeof signIn)(arg as never));
    expect(store.getState().auth.message).toBe('Error');
  });
});

describe('signOut thunk', () => {
  it.each([
    ['succeeds', () => Promise.resolve()],
    ['fails (treated as success)', () => Promise.reject(new Error('offline'))],
  ])(
    'when Firebase sign-out %s: token null, redirect "/", loading false, storage cleared',
    async (_, signOutImpl) => {
      localStorage.setItem('auth_token', 't');
      const store = makeStore({
        authService: stubAuthService({ signOut: signOutImpl }),
        preloadedState: { auth: { ...base, token: 't', loading: true } },
        persist: false,
      });
      await store.dispatch(signOut());
      expect(store.getState().auth).toEqual({ ...base, redirect: '/' });
      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(store.getState().user.current).toBeNull();
    },
  );
});
