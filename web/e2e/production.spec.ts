import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { repoRoot } from '../../scripts/lib/stack.mjs';
import { createAccount, uniqueEmail } from './support/emulator';
import { E2E_EMULATOR_PORT } from './support/env';
import { fillLogin } from './support/pages';
import { expect, test } from './support/test';

/**
 * The production start of the README's deployment section, for real: the built web app and server bundle in a
 * fresh tree installed with `npm ci --omit=dev --workspace server` (no tsx, no TypeScript, no dev tools), started with
 * `node server/dist/main.js`. Only the Auth Emulator comes from the full install (it stands in for Firebase).
 */
let root: string;
let server: ChildProcess | null = null;
let baseUrl = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await buildServer();
  root = mkdtempSync(path.join(tmpdir(), 'atrium-production-'));
  for (const file of [
    'package.json',
    'package-lock.json',
    'server/package.json',
    'contracts/package.json',
    'web/package.json',
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  cpSync(path.join(repoRoot, 'server/dist'), path.join(root, 'server/dist'), { recursive: true });
  cpSync(path.join(repoRoot, 'web/dist'), path.join(root, 'web/dist'), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--workspace', 'server', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'ignore',
  });

  server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, '.data'),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${E2E_EMULATOR_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /"address":"(http:\/\/[^"]+)"/.exec(output)?.[1];
      if (address) resolve(address);
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.once('exit', (code) =>
      reject(new Error(`the production server exited with ${code}:\n${output}`)),
    );
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (root) rmSync(root, { recursive: true, force: true });
});

test('the production install (no dev tools) serves the app: a member signs in and lands on the dashboard', async ({
  page,
}) => {
  for (const tool of ['tsx', 'typescript', 'vite', 'vitest', '@playwright/test', 'firebase-tools', 'react']) {
    expect(existsSync(path.join(root, 'node_modules', tool)), `${tool} is not installed`).toBe(false);
  }
  const health = await (await fetch(`${baseUrl}/api/health`)).json();
  expect(health).toEqual({ status: 'ok', database: 'pglite' });

  const email = uniqueEmail('prod');
  await createAccount(email, 'secret12');
  await page.goto(`${baseUrl}/auth/login-1`);
  await fillLogin(page, email, 'secret12');
  await expect(page).toHaveURL(`${baseUrl}/app/dashboards/default`);
  await expect(page.getByTestId('welcome-title')).toHaveText(`Welcome, ${email}`);
  await expect(page.getByTestId('summary-revenue')).toContainText('$');
});
