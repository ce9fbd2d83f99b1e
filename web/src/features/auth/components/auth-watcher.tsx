import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { authService } from '../auth-service';
import { SESSION_END_MESSAGES } from '../errors';
import { showAuthMessage, signOut } from '../slice';
import { userChanged } from '../user-slice';

/**
 * While a token is held, follows Firebase's view of the user. When Firebase has no user although we hold a
 * token (account deleted, sessions revoked by an administrator, emulator reset, storage cleared), signs out
 * cleanly instead of showing a shell that cannot work, and says so when that is what the page found on
 * opening (a later "no user" is the member's own sign-out). Without a token it does nothing, so the SDK is
 * not loaded for signed-out visitors.
 */
export function AuthWatcher() {
  const token = useAppSelector((s) => s.auth.token);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!token) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    let first = true;
    authService
      .onUserChanged((user) => {
        if (!active) return;
        const lostOnOpening = first && !user;
        first = false;
        dispatch(userChanged(user));
        if (!user) {
          void dispatch(signOut()).then(() => {
            if (lostOnOpening) dispatch(showAuthMessage(SESSION_END_MESSAGES.expired));
          });
        }
      })
      .then((stop) => {
        if (active) unsubscribe = stop;
        else stop();
      })
      .catch(() => {
        // The SDK failed to load (offline): keep the session; the next navigation retries.
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [token, dispatch]);

  return null;
}
