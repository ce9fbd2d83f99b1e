// `npm run dev`: the Auth Emulator (same data as `npm start`) and Vite's dev server with hot reload, which
// proxies the Firebase Auth calls to the emulator. Ctrl-C stops both and keeps the accounts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, stackEnv, startEmulator, stopChild } from './lib/stack.mjs';

const env = stackEnv();
const emulator = env.realFirebase ? null : await startEmulator(env);
const vite = spawn(path.join(repoRoot, 'node_modules/.bin/vite'), [], {
  cwd: path.join(repoRoot, 'web'),
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, AUTH_EMULATOR_PORT: String(env.emulatorPort) },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopChild(vite, 'SIGTERM');
  await stopChild(emulator, 'SIGINT');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
vite.once('exit', (code) => void stop(code ?? 0));
