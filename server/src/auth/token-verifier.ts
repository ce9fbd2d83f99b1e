import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export type VerifiedUser = { uid: string; email: string | null; name: string | null; picture: string | null };

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>;
  close(): Promise<void>;
}

const CACHE_LIMIT = 10_000;

/**
 * Verifies Firebase ID tokens with firebase-admin (emulator-aware through FIREBASE_AUTH_EMULATOR_HOST),
 * checking revocation, so a deleted or disabled account is refused too. A verified token is remembered until
 * it expires: one look-up per token rather than per request.
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
  const cache = new Map<string, { user: VerifiedUser; expiresAt: number }>();

  return {
    async verify(idToken: string) {
      const hit = cache.get(idToken);
      if (hit && hit.expiresAt > Date.now()) return hit.user;
      const decoded = await auth.verifyIdToken(idToken, true);
      const user = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: (decoded.name as string | undefined) ?? null,
        picture: decoded.picture ?? null,
      };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(idToken, { user, expiresAt: Math.min(decoded.exp * 1000, Date.now() + 5 * 60_000) });
      return user;
    },
    close: () => deleteApp(app),
  } satisfies TokenVerifier;
}
