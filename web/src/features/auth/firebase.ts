// The only module that imports the Firebase SDK (see ARCHITECTURE.md); loaded on demand by auth-service.ts.
import type { Credentials, EmulatorAccount, SocialProvider } from '@atrium/contracts/auth-rules';
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  FacebookAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { runtimeConfig } from '../../lib/runtime-config';
import type { AuthResult, AuthUser } from './types';

const emulator = runtimeConfig.authMode === 'emulator';

const auth: Auth = initializeAuth(initializeApp(runtimeConfig.firebase), {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (emulator) {
  // The server proxies the emulator's endpoints, so the SDK talks to this page's own origin.
  connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
}

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

const toResult = ({ user }: UserCredential): AuthResult => ({
  refreshToken: user.refreshToken,
  user: toAuthUser(user),
});

export const signInWithEmail = async ({ email, password }: Credentials) =>
  toResult(await signInWithEmailAndPassword(auth, email, password));

export const signUpWithEmail = async ({ email, password }: Credentials) =>
  toResult(await createUserWithEmailAndPassword(auth, email, password));

/** A stable subject id for an e-mail, so picking the same account again signs into the same user. */
function subjectFor(provider: SocialProvider, email: string) {
  let hash = 0x811c9dc5;
  for (const char of `${provider}:${email.toLowerCase()}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return `${provider}-${(hash >>> 0).toString(16)}`;
}

export async function signInWithProvider(provider: SocialProvider, account?: EmulatorAccount) {
  if (!emulator) {
    const p = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
    return toResult(await signInWithPopup(auth, p, browserPopupRedirectResolver));
  }
  if (!account) throw new Error('Choose an account to continue.');
  // The emulator accepts unsigned JSON claims as the provider's token (its documented fake credential).
  const claims = JSON.stringify({
    sub: subjectFor(provider, account.email),
    email: account.email,
    email_verified: true,
    name: account.displayName,
  });
  const credential =
    provider === 'google' ? GoogleAuthProvider.credential(claims) : FacebookAuthProvider.credential(claims);
  return toResult(await signInWithCredential(auth, credential));
}

export const signOutUser = () => signOut(auth);

export const sendPasswordReset = (email: string) => sendPasswordResetEmail(auth, email);
export const verifyResetCode = (code: string) => verifyPasswordResetCode(auth, code);
export const confirmReset = (code: string, password: string) => confirmPasswordReset(auth, code, password);

export async function getIdToken(forceRefresh = false): Promise<string | null> {
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
}

export async function changePassword(currentPassword: string, newPassword: string) {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Sign in again to change your password.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}

export async function updateUserProfile(profile: { displayName?: string | null; photoURL?: string | null }) {
  if (!auth.currentUser) throw new Error('Sign in again to update your profile.');
  await updateProfile(auth.currentUser, profile);
}

export async function onUserChanged(listener: (user: AuthUser | null) => void) {
  await auth.authStateReady();
  return onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
}
