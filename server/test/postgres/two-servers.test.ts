import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/stack.mjs';
import { EMULATOR, freshDatabaseUrl } from '../support.ts';

/**
 * Server processes for real (node, as `npm start` runs them) on one PostgreSQL: what a deployment with several
 * processes behind a load balancer does. Runs only with TEST_DATABASE_URL (server/vitest.config.ts).
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts a server process on a free port; resolves with its base URL once it listens, rejects if it exits. */
function startServer(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      SERVE_WEB: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /"address":"(http:\/\/[^"]+)"/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('several server processes on one PostgreSQL', () => {
  it('start together on a fresh database: one migrates and seeds, both serve', async () => {
    const { url, drop } = await freshDatabaseUrl();
    if (!url) throw new Error('needs TEST_DATABASE_URL');
    try {
      const [a, b] = await Promise.all([startServer(url), startServer(url)]);
      for (const base of [a, b]) {
        expect((await (await fetch(`${base}/api/health`)).json()).status).toBe('ok');
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const versions = await client.query<{ version: string; n: number }>(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version',
      );
      expect(versions.rows.length).toBeGreaterThan(5);
      for (const row of versions.rows) expect(row.n, row.version).toBe(1);
      // The demo data went in once, not twice.
      const [members, products] = await Promise.all([
        client.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE demo'),
        client.query<{ n: number }>('SELECT count(*)::int AS n FROM products'),
      ]);
      expect(members.rows[0]?.n).toBe(40);
      expect(products.rows[0]?.n).toBe(200);
      await client.end();
    } finally {
      for (const child of children.splice(0)) child.kill('SIGTERM');
      await drop();
    }
  });
});
