import { SIGNED_IN_NAME_KEY } from '../../config/app-config';
import type { AuthUser } from './types';

// The signed-in person's name as last shown on this device. public/boot.js writes it into a prerendered dashboard's
// greeting before the first paint, and the app shows it until Firebase has restored the session (at CPU x4 that is
// seconds later: the greeting changed from "Welcome" to "Welcome, Mina" then, and was the page's largest paint). It is
// no more than Firebase keeps of the user in this browser already (IndexedDB), and goes at sign-out.

/** How the app names a person: the display name, or else the e-mail address. */
export const nameOf = (user: AuthUser) => user.displayName || user.email || '';

/** The name saved on this device (read while Firebase has not reported yet, so at most a few times a page). */
export function savedName() {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the saved name in step with the store: the person's name while signed in, nothing once signed out. */
export function saveSignedInName(token: string | null, user: AuthUser | null) {
  try {
    if (!token) localStorage.removeItem(SIGNED_IN_NAME_KEY);
    else if (user && nameOf(user) !== localStorage.getItem(SIGNED_IN_NAME_KEY))
      localStorage.setItem(SIGNED_IN_NAME_KEY, nameOf(user));
  } catch {
    // Storage disabled: the greeting waits for Firebase.
  }
}
