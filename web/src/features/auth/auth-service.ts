import type { AuthService } from './types';

let module: Promise<typeof import('./firebase')> | undefined;
const firebase = () => {
  module ??= import('./firebase');
  return module;
};

/** Starts fetching the Firebase SDK ahead of need (first interaction with an auth form). */
export const preloadAuthService = () => void firebase();

/** Lazily loaded Firebase implementation of AuthService. */
export const authService: AuthService = {
  signInWithEmail: async (c) => (await firebase()).signInWithEmail(c),
  signUpWithEmail: async (c) => (await firebase()).signUpWithEmail(c),
  signInWithProvider: async (p, a) => (await firebase()).signInWithProvider(p, a),
  signOut: async () => (await firebase()).signOutUser(),
  sendPasswordReset: async (email) => (await firebase()).sendPasswordReset(email),
  verifyPasswordResetCode: async (code) => (await firebase()).verifyResetCode(code),
  confirmPasswordReset: async (code, password) => (await firebase()).confirmReset(code, password),
  getIdToken: async (forceRefresh) => (await firebase()).getIdToken(forceRefresh),
  changePassword: async (current, next) => (await firebase()).changePassword(current, next),
  updateProfile: async (profile) => (await firebase()).updateUserProfile(profile),
  onUserChanged: async (listener) => (await firebase()).onUserChanged(listener),
};
