import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { memo } from '../lib/memo.ts';

export type VerifiedUser = {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  /** When the user signed in (ms): sessions begun before a revocation are refused. */
  authTime: number;
};

/**
 * A genuine token whose sessions were ended (blocked, deleted, signed out everywhere): the caller can say why,
 * which a forged or expired token never gets to know.
 */
export class SessionEndedError extends Error {
  constructor(readonly uid: string) {
    super('The session was revoked.');
  }
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>;
  /** Ends every session of the user with the identity service (refresh tokens stop working); unknown users are fine. */
  revoke(uid: string): Promise<void>;
  close(): Promise<void>;
}

const CACHE_LIMIT = 10_000;
/**
 * How long a verified token is trusted without asking Firebase again. Revocation done here is seen at once (the
 * server checks its own table on every request); this bounds how long a change made in the Firebase console
 * (an account disabled or deleted there) takes to reach a process.
 */
const VERIFIED_FOR_MS = 60_000;

/**
 * Verifies Firebase ID tokens with firebase-admin (emulator-aware through FIREBASE_AUTH_EMULATOR_HOST),
 * checking revocation, so a deleted or disabled account is refused too.
 */
export function firebaseTokenVerifier({
  projectId,
  emulatorHost,
}: {
  projectId: string;
  emulatorHost: string | null;
}) {
  // firebase-admin reads the emulator address from the environment only.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `atrium-${Math.random().toString(36).slice(2)}`);
  const auth = getAuth(app);
  /** Verified tokens, by token: bounded, so a flood of distinct tokens cannot grow it. */
  const verified = memo<{ user: VerifiedUser; expiresAt: number }>({
    ttlMs: VERIFIED_FOR_MS,
    max: CACHE_LIMIT,
  });

  async function verifyWithFirebase(idToken: string) {
    let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
    try {
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      // Thrown only after the signature and expiry were checked: the subject is who the token says.
      if ((error as { code?: string }).code === 'auth/id-token-revoked') {
        throw new SessionEndedError(subjectOf(idToken));
      }
      throw error;
    }
    const user = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      name: (decoded.name as string | undefined) ?? null,
      picture: decoded.picture ?? null,
      authTime: decoded.auth_time * 1000,
    };
    return { user, expiresAt: decoded.exp * 1000 };
  }

  return {
    async verify(idToken: string) {
      const hit = await verified.get(idToken, () => verifyWithFirebase(idToken));
      if (hit.expiresAt > Date.now()) return hit.user;
      // Trusted a little past its expiry by the cache: ask Firebase, which refuses it.
      verified.delete(idToken);
      return (await verified.get(idToken, () => verifyWithFirebase(idToken))).user;
    },
    async revoke(uid: string) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        // Seeded demo members have no Firebase account.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      // After Firebase has it, so no check in between trusts a token again. Rare (an administrator's block or
      // delete): every cached token is checked once more, and the revoked ones are refused.
      verified.clear();
    },
    close: () => deleteApp(app),
  } satisfies TokenVerifier;
}

/** The `sub` claim of a JWT already verified by firebase-admin. */
function subjectOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  return String((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub ?? '');
}
