import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, waitForHttp } from '../../scripts/lib/stack.mjs';
import { uniqueEmail } from './support/emulator';
import { fillLogin, HOME, register } from './support/pages';
import { expect, test } from './support/test';

// A second, private stack started exactly as a person would: `npm start` (scripts/start.mjs).
const PORT = 8390;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(repoRoot, '.data/e2e-restart');

function npmStart(): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      AUTH_EMULATOR_PORT: '9390',
      DATA_DIR,
      SKIP_BUILD: '1',
      STACK_QUIET: '1',
    },
    stdio: 'ignore',
  });
}

function ctrlC(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

test('accounts and data survive a restart of npm start', async ({ page }) => {
  // Two cold starts of the whole stack: about a minute, over five on a loaded machine (a start once took more than
  // 90 s while the quality loops ran beside it). A quiet `npm start` prints nothing, so each wait is its own limit.
  test.setTimeout(480_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const email = uniqueEmail('restart');

  const idToken = async () => {
    const res = await fetch(
      `http://127.0.0.1:9390/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12', returnSecureToken: true }),
      },
    );
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const api = async (method: string, body?: unknown) =>
    fetch(`${BASE}/api/me`, {
      method,
      headers: { authorization: `Bearer ${await idToken()}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json());

  let stack = npmStart();
  try {
    await waitForHttp(`${BASE}/login`, { child: stack, idleMs: 180_000 });
    await register(page, `${BASE}/auth/register-1`, email, 'secret12');
    expect((await api('PATCH', { title: 'Kept across restarts' })).title).toBe('Kept across restarts');
  } finally {
    expect(await ctrlC(stack)).toBe(0);
  }

  stack = npmStart();
  try {
    await waitForHttp(`${BASE}/login`, { child: stack, idleMs: 180_000 });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE}/auth/login-1`);
    await fillLogin(page, email, 'secret12');
    await expect(page).toHaveURL(`${BASE}${HOME}`);
    expect((await api('GET')).title).toBe('Kept across restarts'); // the database survived too
  } finally {
    await ctrlC(stack);
  }
});
