/** Spec section 8: Firebase's text without its 'Firebase: ' prefix, else the exception's message, else 'Error'. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.replace(/^Firebase: /, '');
  }
  if (typeof error === 'string' && error.trim()) return error.replace(/^Firebase: /, '');
  return 'Error';
}

/** Firebase error codes the app explains in the user's language (keys under `auth.errors`). */
export const KNOWN_AUTH_ERRORS = [
  'wrong-password',
  'invalid-credential',
  'invalid-login-credentials',
  'user-not-found',
  'email-already-in-use',
  'invalid-email',
  'too-many-requests',
  'network-request-failed',
  'user-disabled',
  'requires-recent-login',
  'weak-password',
  'popup-closed-by-user',
  'popup-blocked',
  'account-exists-with-different-credential',
  'expired-action-code',
  'invalid-action-code',
  // Ours, not Firebase's: the API ended the session, saying why (see app/connect-api.ts).
  'member-blocked',
  'session-revoked',
  'session-expired',
] as const;

/** The sign-in page's message after the API ended the session, by the 401's reason. */
export const SESSION_END_MESSAGES = {
  blocked: 'Error (auth/member-blocked).',
  revoked: 'Error (auth/session-revoked).',
  expired: 'Error (auth/session-expired).',
} as const;

/** The known code a stored message carries, e.g. 'Error (auth/wrong-password).' → 'wrong-password'. */
export function knownAuthErrorCode(message: string): (typeof KNOWN_AUTH_ERRORS)[number] | null {
  const code = /\(auth\/([a-z-]+)\)/.exec(message)?.[1];
  return (KNOWN_AUTH_ERRORS as readonly string[]).includes(code ?? '')
    ? (code as (typeof KNOWN_AUTH_ERRORS)[number])
    : null;
}
