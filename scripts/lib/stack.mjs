// Process plumbing shared by `npm start`, `npm run dev` and the E2E harness: start the Auth Emulator and the
// server as child processes, wait until they answer, and stop them in order (the emulator exports its
// accounts to DATA_DIR/auth when it gets SIGINT, so it must be allowed to finish).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);

export function stackEnv(env = process.env) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 8080);
  const emulatorPort = Number(env.AUTH_EMULATOR_PORT ?? 9099);
  const realFirebase = Boolean(env.FIREBASE_API_KEY);
  return { dataDir, port, emulatorPort, realFirebase, projectId: env.FIREBASE_PROJECT_ID ?? 'demo-admin' };
}

/** Newest modification time of any file below `dir` (skipping node_modules and dist). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const BUILD_STAMP = path.join(repoRoot, 'web/dist/.build-stamp');

export function webBuildIsStale() {
  if (!existsSync(BUILD_STAMP)) return true;
  const built = statSync(BUILD_STAMP).mtimeMs;
  const inputs = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/build',
    'contracts/src',
    'package-lock.json',
  ];
  return inputs.some((p) => newestMtime(path.join(repoRoot, p)) > built);
}

export function buildWeb() {
  console.log('Building the web app…');
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed.');
  writeFileSync(BUILD_STAMP, new Date().toISOString());
}

/**
 * Waits until `url` answers. Driven by progress, not by one fixed limit: while the child keeps printing (a first
 * start seeding a database on a loaded machine can take minutes) the wait goes on; it gives up when the child
 * exits, when it has printed nothing for `idleMs`, or when `signal` is aborted.
 */
export async function waitForHttp(url, { child, idleMs = 60_000, signal } = {}) {
  let lastProgress = Date.now();
  const progress = () => {
    lastProgress = Date.now();
  };
  child?.stdout?.on('data', progress);
  child?.stderr?.on('data', progress);
  try {
    for (;;) {
      if (signal?.aborted) throw new Error(`${url}: the start was interrupted`);
      if (child && (child.exitCode !== null || child.signalCode !== null))
        throw new Error(`${url}: the process exited with ${child.exitCode ?? child.signalCode}`);
      try {
        await fetch(url);
        return;
      } catch {}
      if (Date.now() - lastProgress > idleMs)
        throw new Error(`${url} did not answer, and the process printed nothing for ${idleMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 150));
    }
  } finally {
    child?.stdout?.off('data', progress);
    child?.stderr?.off('data', progress);
  }
}

/** Waits for a child's answer; if it never comes, the child (and its process group) is stopped before rethrowing. */
async function readyOrStopped(child, url, options) {
  try {
    await waitForHttp(url, { child, ...options });
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    // What the child said last, even in a quiet start: usually the reason.
    const said = child.recentOutput?.length ? `\n${child.recentOutput.join('\n')}` : '';
    throw new Error(`${error instanceof Error ? error.message : error}${said}`);
  }
  return child;
}

/** Prints a child's output with a label (unless quiet) and keeps its last lines, to tell why it failed. */
function prefixOutput(child, label, quiet) {
  child.recentOutput = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        if (!quiet) process.stdout.write(`[${label}] ${line}\n`);
        child.recentOutput.push(`[${label}] ${line}`);
        if (child.recentOutput.length > 20) child.recentOutput.shift();
      }
    });
  }
}

/** Starts the Auth Emulator with accounts imported from and exported to DATA_DIR/auth. */
export async function startEmulator({ dataDir, emulatorPort, projectId }, { quiet = false, signal } = {}) {
  const exportDir = path.join(dataDir, 'auth');
  mkdirSync(dataDir, { recursive: true });
  // Ports live in firebase.json; a copy with this run's ports lets several stacks (dev, E2E) run side by side.
  const template = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  template.emulators.auth.port = emulatorPort;
  template.emulators.hub.port = emulatorPort + 1;
  template.emulators.logging.port = emulatorPort + 2;
  const configFile = path.join(dataDir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(template, null, 2));

  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);

  // The CLI finds "the" running hub of a project through a locator file in the temp dir; a private temp dir
  // per stack keeps a second stack of demo-admin (dev beside E2E) from exporting the other one's accounts.
  const tmpDir = path.join(dataDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const child = spawn(bin('firebase'), args, {
    cwd: dataDir,
    detached: true,
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixOutput(child, 'auth-emulator', quiet);
  return readyOrStopped(child, `http://127.0.0.1:${emulatorPort}/`, { idleMs: 90_000, signal });
}

export async function startServer(
  { port, emulatorPort, realFirebase, dataDir },
  { quiet = false, env = {}, signal } = {},
) {
  const childEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env };
  if (!realFirebase) {
    childEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort}`;
    delete childEnv.FIREBASE_API_KEY;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    detached: true,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixOutput(child, 'server', quiet);
  return readyOrStopped(child, `http://127.0.0.1:${port}/`, { signal });
}

/**
 * The emulator (unless a real Firebase project is configured) and the server, as `npm start`, the E2E suite and
 * the benchmarks run them. If either fails to start, whatever was started is stopped first: a failed start leaves
 * no process and no port behind; so does a start interrupted through `signal` (Ctrl-C while it is starting). `stop()`
 * stops both in order (the emulator last, so it exports its accounts).
 */
export async function startStack(env, { quiet = false, serverEnv = {}, signal } = {}) {
  const emulator = env.realFirebase ? null : await startEmulator(env, { quiet, signal });
  let server;
  try {
    server = await startServer(env, { quiet, env: serverEnv, signal });
  } catch (error) {
    await stopChild(emulator, 'SIGINT');
    throw error;
  }
  return {
    emulator,
    server,
    async stop() {
      await stopChild(server, 'SIGTERM');
      await stopChild(emulator, 'SIGINT');
    },
  };
}

/** Sends `signal` to a detached child's process group and resolves when it has exited. */
export function stopChild(child, signal = 'SIGINT', timeoutMs = 30_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}
