import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { stubAuthService } from '../../testing/render';
import { endSession } from './end-session';
import { SESSION_END_MESSAGES } from './errors';

const signedIn = () =>
  makeStore({
    authService: stubAuthService(),
    preloadedState: {
      auth: { loading: false, message: '', showMessage: false, redirect: '', token: 't' },
    },
    persist: false,
  });

describe('endSession', () => {
  it('signs out and says why', async () => {
    const store = signedIn();
    await store.dispatch(endSession('revoked'));
    expect(store.getState().auth).toMatchObject({
      token: null,
      showMessage: true,
      message: SESSION_END_MESSAGES.revoked,
    });
  });

  it.each([
    ['blocked first', ['blocked', 'expired', 'revoked']],
    ['blocked last', ['expired', 'revoked', 'blocked']],
  ] as const)(
    'a blocked member refused by several requests at once is told of the block (%s)',
    async (_, reasons) => {
      const store = signedIn();
      await Promise.all(reasons.map((reason) => store.dispatch(endSession(reason))));
      expect(store.getState().auth.message).toBe(SESSION_END_MESSAGES.blocked);
      // One after another, too (the requests still in flight at sign-out come back later).
      for (const reason of reasons) await store.dispatch(endSession(reason));
      expect(store.getState().auth.message).toBe(SESSION_END_MESSAGES.blocked);
    },
  );
});
