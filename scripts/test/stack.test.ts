import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, waitForHttp } from '../lib/stack.mjs';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Processes whose working directory is inside `dir` (the emulator and the server run there). */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const node = (script: string) => {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
};

describe('waiting for a child to answer', () => {
  it('goes on while the child keeps printing, past the idle limit', async () => {
    const port = await freePort();
    const child = node(
      `const t = setInterval(() => console.log('seeding…'), 100);
       setTimeout(() => { clearInterval(t); require('http').createServer((q, s) => s.end('ok')).listen(${port}); }, 1500);`,
    );
    await waitForHttp(`http://127.0.0.1:${port}/`, { child, idleMs: 700 });
    child.kill();
  });

  it('gives up when the child has printed nothing for the idle limit, or has exited', async () => {
    const silent = node('setTimeout(() => {}, 60000);');
    const port = await freePort();
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, { child: silent, idleMs: 500 })).rejects.toThrow(
      /printed nothing for 0.5 s/,
    );
    silent.kill();
    const dead = node('process.exit(3);');
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, { child: dead, idleMs: 60_000 })).rejects.toThrow(
      /exited with 3/,
    );
  });

  it('gives up when its signal is aborted', async () => {
    const busy = node("setInterval(() => console.log('seeding…'), 100);");
    const port = await freePort();
    const interrupt = new AbortController();
    setTimeout(() => interrupt.abort(), 300);
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { child: busy, idleMs: 60_000, signal: interrupt.signal }),
    ).rejects.toThrow(/interrupted/);
    busy.kill();
  });
});

/** `npm start` on private ports and a throwaway data folder, quiet, without a build. */
function npmStart(dataDir: string, port: number, emulatorPort: number, env: Record<string, string> = {}) {
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      STACK_QUIET: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(start);
  return start;
}

async function nothingLeftBehind(dataDir: string, port: number, emulatorPort: number) {
  for (const p of [port, emulatorPort, emulatorPort + 1, emulatorPort + 2])
    expect(await listening(p), `port ${p}`).toBe(false);
  expect(processesIn(dataDir)).toEqual([]);
}

describe('npm start', () => {
  it('whose server dies while starting stops the emulator too: no process and no port left behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-start-'));
    const [port, emulatorPort] = [await freePort(), await freePort()];
    try {
      // The server refuses a public address in emulator mode, so it exits at once, after the emulator is up.
      const start = npmStart(dataDir, port, emulatorPort, { HOST: '0.0.0.0' });
      let output = '';
      start.stdout?.on('data', (c: Buffer) => (output += c));
      start.stderr?.on('data', (c: Buffer) => (output += c));
      const code = await new Promise<number | null>((resolve) => start.once('exit', resolve));
      expect(code, output).toBe(1);
      expect(output).toMatch(/Refusing to listen on 0\.0\.0\.0/);
      await nothingLeftBehind(dataDir, port, emulatorPort);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stopped with Ctrl-C while still starting stops what it had started: no process and no port left behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-start-'));
    const [port, emulatorPort] = [await freePort(), await freePort()];
    try {
      const start = npmStart(dataDir, port, emulatorPort);
      // Interrupted once the emulator has begun to answer, before the server is up (the emulator was left
      // running here: `npm start` exited while its start was under way).
      await waitForHttp(`http://127.0.0.1:${emulatorPort}/`, { idleMs: 90_000 });
      expect(await listening(port)).toBe(false);
      const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
      start.kill('SIGINT');
      expect(await exited).toBe(0);
      await nothingLeftBehind(dataDir, port, emulatorPort);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
