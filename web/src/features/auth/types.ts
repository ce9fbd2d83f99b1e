import type { Credentials, EmulatorAccount, SocialProvider } from '@atrium/contracts/auth-rules';

/** The part of a Firebase user the app shows; kept serialisable for the store. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Provider ids linked to the account: 'password', 'google.com', 'facebook.com'. */
  providerIds: string[];
};

export type AuthResult = { refreshToken: string; user: AuthUser };

/**
 * Everything the app asks of the identity service. The Firebase implementation (firebase.ts) is loaded on
 * first use so the SDK stays out of the first page's bytes; tests pass a stub as the thunk extra argument.
 */
export interface AuthService {
  signInWithEmail(credentials: Credentials): Promise<AuthResult>;
  signUpWithEmail(credentials: Credentials): Promise<AuthResult>;
  /** `account` is required in emulator mode (picked in the in-app chooser), ignored with a real project. */
  signInWithProvider(provider: SocialProvider, account?: EmulatorAccount): Promise<AuthResult>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * A fresh Firebase ID token for the API (`Authorization: Bearer …`), or null when signed out; `forceRefresh`
   * asks Firebase for a new one even if the cached one has not expired (the server refused it).
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Re-authenticates with the current password, then sets a new one (Change Password). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Updates the Firebase profile (Edit Profile keeps it in step with the member record). */
  updateProfile(profile: { displayName?: string | null; photoURL?: string | null }): Promise<void>;
  /** Calls back once Firebase has restored its session, then on every change. */
  onUserChanged(listener: (user: AuthUser | null) => void): Promise<() => void>;
}
