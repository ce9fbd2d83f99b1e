import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/stack.mjs';
import { realtimeSocket } from '../realtime-client.ts';
import { EMULATOR, emulatorUser, freshDatabaseUrl } from '../support.ts';

/**
 * Server processes for real (node, as `npm start` runs them) on one PostgreSQL: what a deployment with several
 * processes behind a load balancer does. Runs only with TEST_DATABASE_URL (server/vitest.config.ts).
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts a server process on a free port; resolves with its base URL once it listens, rejects if it exits. */
function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<string> {
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
      ...env,
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

  it("deliver each other's realtime events: a socket on process 1 gets, within 1 s, a message sent through process 2", async () => {
    const { url, drop } = await freshDatabaseUrl();
    if (!url) throw new Error('needs TEST_DATABASE_URL');
    try {
      const [one, two] = await Promise.all([
        startServer(url, { SEED_DEMO: 'false' }),
        startServer(url, { SEED_DEMO: 'false' }),
      ]);
      const ana = await emulatorUser('ana');
      const ben = await emulatorUser('ben');
      const api = (base: string, user: typeof ana, method: string, path: string, body?: unknown) =>
        fetch(`${base}/api${path}`, {
          method,
          headers: { ...user.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      for (const user of [ana, ben]) expect((await api(one, user, 'GET', '/me')).status).toBe(200);

      const bens = realtimeSocket(one);
      await bens.auth(ben.token);
      const conversation = (await (
        await api(two, ana, 'POST', '/chat/conversations', { kind: 'direct', memberUid: ben.uid })
      ).json()) as { id: string };
      const id = crypto.randomUUID();
      const sentAt = Date.now();
      const sent = await api(two, ana, 'POST', `/chat/conversations/${conversation.id}/messages`, {
        id,
        kind: 'text',
        text: 'Across processes',
      });
      expect(sent.status).toBe(201);
      const event = await bens.waitFor(
        (m) =>
          m.type === 'event' && m.kind === 'chat.message' && (m.data.message as { id: string }).id === id,
        1_000,
      );
      expect(Date.now() - sentAt).toBeLessThan(1_000);
      expect(event).toMatchObject({
        data: { conversationId: conversation.id, message: { text: 'Across processes' } },
      });

      // Presence is shared too: Ben, connected to process 1 only, is online as process 2 sees it.
      const list = (await (await api(two, ana, 'GET', '/chat/conversations')).json()) as {
        items: { members: { uid: string; online: boolean }[] }[];
      };
      expect(list.items[0]?.members.find((m) => m.uid === ben.uid)?.online).toBe(true);
      bens.close();
    } finally {
      for (const child of children.splice(0)) child.kill('SIGTERM');
      await drop();
    }
  });
});
