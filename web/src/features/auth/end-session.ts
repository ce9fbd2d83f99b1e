import type { SessionEndReason } from '@atrium/contracts';
import type { AppDispatch, RootState } from '../../app/store';
import { SESSION_END_MESSAGES } from './errors';
import { showAuthMessage, signOut } from './slice';

// Its own module: only the signed-in shell ends sessions, and the sign-in page's budget has no bytes to spare.

/**
 * The reasons from least to most telling. A session refused at once by several requests and the realtime channel
 * ends once per refusal, in whatever order they come back; the ones still in flight at sign-out go without a token
 * and come back "expired". The clearest reason shown stays: a blocked member is told of the block.
 */
const BY_CLARITY = ['expired', 'revoked', 'blocked'] as const;

/** The server refused the session (a 401, or the realtime channel closed for good): sign out, saying why. */
export const endSession =
  (reason: SessionEndReason) => async (dispatch: AppDispatch, getState: () => RootState) => {
    await dispatch(signOut());
    const { message, showMessage } = getState().auth;
    const shown = BY_CLARITY.findIndex((r) => showMessage && SESSION_END_MESSAGES[r] === message);
    if (shown <= BY_CLARITY.indexOf(reason)) dispatch(showAuthMessage(SESSION_END_MESSAGES[reason]));
  };
