import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL with several statements (migrations); not for user input. */
  exec(sql: string): Promise<void>;
  /** A plain parameterised query, for the few places drizzle's builder does not fit. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (query: Database['query']) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock (session level, on a connection of its own), so other
   * processes asking for the same `key` wait their turn. PGlite has one process by construction: no lock needed.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `handle` with the payload of every NOTIFY on `channel` from any process on this database (PGlite: this
   * process). A PostgreSQL listener has a connection of its own and reconnects when it drops; `onReconnect` then
   * runs so the caller can read what it may have missed. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    handle: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Something the server should log when it starts (a stale lock taken over). */
  startupNote?: string;
  close(): Promise<void>;
};

/** `postgres://…` → a pool on that server; otherwise PGlite in `dataDir` ('memory://' for a throwaway one). */
export async function openDatabase({ url, dataDir }: { url?: string; dataDir: string }): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover) is replaced on next use, not fatal.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(async (sql, params) => (await client.query(sql, params)).rows);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      withAdvisoryLock: async (key, work) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, handle, onReconnect) => listenOnPostgres(url, channel, handle, onReconnect),
      close: () => pool.end(),
    };
  }
  const { unlock, note } =
    dataDir === 'memory://' ? { unlock: () => {}, note: undefined } : lockDataDir(dataDir);
  const client = new PGlite(dataDir, { extensions: { pg_trgm, btree_gin } });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    transaction: (work) =>
      client.transaction((tx) => work(async (sql, params) => (await tx.query(sql, params)).rows as never)),
    withAdvisoryLock: (_key, work) => work(),
    listen: async (channel, handle) => {
      const stop = await client.listen(channel, handle);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    startupNote: note,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** How long a dropped PostgreSQL listener waits before connecting again (doubling up to the cap). */
const LISTEN_RETRY_MS = { first: 200, max: 5_000 };

/** LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting when it drops. */
async function listenOnPostgres(
  url: string,
  channel: string,
  handle: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = LISTEN_RETRY_MS.first;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handle(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped) return;
      client = null;
      setTimeout(reconnect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = LISTEN_RETRY_MS.first;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(
      () => onReconnect?.(),
      () => {
        setTimeout(reconnect, retryMs).unref();
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * PGlite is one process's database: a second process opening the same files corrupts them (a restart that
 * overlaps the previous server's shutdown is enough). A pid file refuses that with a clear message.
 */
function lockDataDir(dataDir: string): { unlock: () => void; note?: string } {
  // Beside the directory, not in it: PGlite initialises only an empty directory.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = `${dataDir}.pid`;
  let note: string | undefined;
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      alive = pid > 0 && pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${pid}. Stop that server first (or set DATABASE_URL).`,
      );
    }
    // A server that was killed (power cut, SIGKILL) leaves its pid file: nothing uses the files any more.
    note = `Took over ${lock}: process ${pid} that held it is gone (it did not stop cleanly).`;
  }
  writeFileSync(lock, String(process.pid));
  return { unlock: () => rmSync(lock, { force: true }), note };
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export class MigrationError extends Error {}

/**
 * Applies the versioned SQL files not applied yet, each in its own transaction, in name order, and returns their
 * names. A file changed after it was applied stops the start (its checksum is kept): a database must never hold a
 * schema that no file describes. Servers call it through setUpDatabase (db/setup.ts), which takes turns with
 * other processes.
 */
export async function migrate(database: Database): Promise<string[]> {
  {
    await database.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
       ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;`,
    );
    const applied = new Map(
      (
        await database.query<{ version: string; checksum: string | null }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((r) => [r.version, r.checksum]),
    );
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((file) => ({ file, sql: readFileSync(path.join(migrationsDir, file), 'utf8') }));
    for (const { file, sql } of files) {
      if (!applied.has(file)) continue;
      const recorded = applied.get(file);
      // Databases migrated before checksums were kept get theirs now.
      if (recorded === null) {
        await database.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
          checksumOf(sql),
          file,
        ]);
      } else if (recorded !== checksumOf(sql)) {
        throw new MigrationError(
          `Migration ${file} was changed after it was applied to this database. Put the change in a new migration file instead.`,
        );
      }
    }
    const pending = files.filter(({ file }) => !applied.has(file));
    for (const { file, sql } of pending) {
      await database.exec(
        `BEGIN;\n${sql}\nINSERT INTO schema_migrations (version, checksum) VALUES ('${file}', '${checksumOf(sql)}');\nCOMMIT;`,
      );
    }
    return pending.map(({ file }) => file);
  }
}
