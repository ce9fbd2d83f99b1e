import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { repoRoot } from '../../scripts/lib/stack.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_EMULATOR_PORT } from './global-setup.ts';

export const EMULATOR = `127.0.0.1:${TEST_EMULATOR_PORT}`;
let counter = 0;

/** A real account on the test Auth Emulator and its ID token. */
export async function emulatorUser(tag = 'user') {
  const email = `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;
  const res = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret12', returnSecureToken: true, displayName: tag }),
  });
  const body = (await res.json()) as { idToken: string; localId: string };
  return { email, uid: body.localId, token: body.idToken, auth: { authorization: `Bearer ${body.idToken}` } };
}

/**
 * Signs an existing test account in again, until a session newer than its last revocation is accepted (sign-in
 * times are whole seconds, and a session begun in the second of a revocation is revoked too).
 */
export async function signIn(
  email: string,
  app?: { inject: (o: object) => Promise<{ statusCode: number }> },
) {
  // A deadline rather than a count of attempts: on a busy machine a sign-in round trip can take most of a second.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(
      `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12', returnSecureToken: true }),
      },
    );
    const { idToken } = (await res.json()) as { idToken: string };
    const auth = { authorization: `Bearer ${idToken}` };
    if (
      !app ||
      Date.now() > deadline ||
      (await app.inject({ url: '/api/me', headers: auth })).statusCode !== 401
    )
      return { token: idToken, auth };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh database for one test app: in-memory PGlite, or with TEST_DATABASE_URL (CI's PostgreSQL run) a
 * new database on that server, dropped when the app closes.
 */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `atrium_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function testApp(env: Record<string, string> = {}, deps: Parameters<typeof buildApp>[1] = {}) {
  const { url, drop } = await freshDatabaseUrl();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    WEB_DIST: path.join(repoRoot, 'web/dist'),
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const app = await buildApp(config, deps);
  app.addHook('onClose', drop);
  return app;
}

/** Per app, the one statement that digests all its tables (the schema does not change while a test runs). */
const digestStatements = new WeakMap<FastifyInstance, string>();

/**
 * A digest of every table: equal before and after a request means it wrote nothing. A member's last-seen time
 * is left out: any signed-in request may move it. One statement for all tables, not one per table: the fuzz test
 * takes thousands of digests, and on PGlite each statement's round trip was most of their time.
 */
export async function tableDigest(app: FastifyInstance) {
  let statement = digestStatements.get(app);
  if (!statement) {
    const tables = await app.database.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const perTable = tables
      .map(
        ({ name }) =>
          `SELECT '${name}' || ':' || md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS d
             FROM (SELECT (to_jsonb(t) - 'last_seen_at')::text AS r FROM "${name}" t) rows`,
      )
      .join('\nUNION ALL\n');
    statement = `SELECT string_agg(d, E'\\n' ORDER BY d) AS d FROM (${perTable}) tables`;
    digestStatements.set(app, statement);
  }
  const [row] = await app.database.query<{ d: string }>(statement);
  return row?.d ?? '';
}
