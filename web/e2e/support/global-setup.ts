import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, repoRoot, startStack, webBuildIsStale } from '../../../scripts/lib/stack.mjs';
import { E2E_ADMIN, E2E_EMULATOR_PORT, E2E_PORT, PROJECT_ID } from './env';

/** Starts the real stack (Auth Emulator + server + built SPA) on the E2E ports with a throwaway data dir. */
export default async function globalSetup() {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('E2E tests need Chromium at /usr/bin/chromium: run `apt-get install -y chromium`.');
  }
  if (webBuildIsStale()) buildWeb();
  const dataDir = path.join(repoRoot, '.data/e2e');
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    dataDir,
    port: E2E_PORT,
    emulatorPort: E2E_EMULATOR_PORT,
    realFirebase: false,
    projectId: PROJECT_ID,
  };
  const quiet = !process.env.E2E_VERBOSE;
  // Every test browser comes from 127.0.0.1: the per-address limit would count the whole suite as one client
  // (the limits themselves are tested in the server suite).
  const stack = await startStack(env, {
    quiet,
    serverEnv: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  // The first member to reach the API becomes admin: make that a known account before any test runs.
  const signUp = await fetch(
    `http://127.0.0.1:${E2E_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...E2E_ADMIN, displayName: 'Ada Admin', returnSecureToken: true }),
    },
  );
  const { idToken } = (await signUp.json()) as { idToken: string };
  const me = await fetch(`http://127.0.0.1:${E2E_PORT}/api/me`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if ((await me.json()).role !== 'admin') {
    await stack.stop();
    throw new Error('The E2E admin account did not become admin.');
  }
  return () => stack.stop();
}
