import { authService } from '../features/auth/auth-service';
import { endSession } from '../features/auth/end-session';
import { api } from '../lib/api';
import { startRealtime, stopRealtime, subscribeRealtime } from '../lib/realtime';
import type { AppDispatch } from './store';

/**
 * Opens the tab's realtime channel for the signed-in shell and keeps the shell's own data live (the bell); a
 * channel the server closes for good (blocked, deleted, signed out everywhere) signs the tab out like a 401 does.
 * Returns what stops it (the shell unmounts at sign-out).
 */
export function connectRealtime(dispatch: AppDispatch) {
  startRealtime({
    getToken: (force) => authService.getIdToken(force),
    onSessionEnded: (reason) => {
      void dispatch(endSession(reason));
    },
  });
  const unsubscribe = subscribeRealtime({
    event: (event) => {
      if (event.kind === 'notification.created') dispatch(api.util.invalidateTags(['Notifications']));
    },
    // Events were missed: whatever the shell shows is read again.
    reset: () => dispatch(api.util.invalidateTags(['Notifications'])),
  });
  return () => {
    unsubscribe();
    stopRealtime();
  };
}
