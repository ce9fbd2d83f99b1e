import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MigrationError, migrate, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

describe('embedded database', () => {
  it('refuses files another live process holds, and opens them once it is gone', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-db-')), 'db');
    writeFileSync(`${dataDir}.pid`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    writeFileSync(`${dataDir}.pid`, '999999999');
    const database = await openDatabase({ dataDir });
    expect(database.startupNote).toMatch(/process 999999999 that held it is gone/);
    expect(await migrate(database)).toContain('0001_people.sql');
    expect(await migrate(database)).toEqual([]); // versioned: applied once
    await database.close();
  });
});

describe('natural order of names (migration 0006)', () => {
  it('sorts runs of digits by their value, case aside', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const names = ['member-10', 'Member-2', 'member-1', 'ada', 'member-2b', 'zoë', '9 lives', ''];
    const rows = await database.query<{ name: string }>(
      'SELECT name FROM unnest($1::text[]) AS t(name) ORDER BY natural_key(name), name',
      [names],
    );
    expect(rows.map((r) => r.name)).toEqual([
      '',
      '9 lives',
      'ada',
      'member-1',
      'Member-2',
      'member-2b',
      'member-10',
      'zoë',
    ]);
    await database.close();
  });
});

describe('migrations', () => {
  it('keep a checksum of each applied file and refuse to start on a file changed since', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const rows = await database.query<{ version: string; checksum: string | null }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.checksum, row.version).toMatch(/^[0-9a-f]{64}$/);

    // A database migrated before checksums were kept gets them filled in.
    await database.query(
      "UPDATE schema_migrations SET checksum = NULL WHERE version = '0002_member_search.sql'",
    );
    expect(await migrate(database)).toEqual([]);
    const [filled] = await database.query<{ checksum: string }>(
      "SELECT checksum FROM schema_migrations WHERE version = '0002_member_search.sql'",
    );
    expect(filled?.checksum).toMatch(/^[0-9a-f]{64}$/);

    // As if 0001 had been edited after it ran here.
    await database.query(
      "UPDATE schema_migrations SET checksum = 'edited' WHERE version = '0001_people.sql'",
    );
    await expect(migrate(database)).rejects.toThrow(MigrationError);
    await expect(migrate(database)).rejects.toThrow(/0001_people\.sql was changed after it was applied/);
    await database.close();
  });
});

describe('the drizzle schema', () => {
  it('describes tables and columns the migrations created, with the same nullability', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const columns = await database.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const inDatabase = new Map(
      columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']),
    );
    const described: string[] = [];
    for (const table of Object.values(schema).filter((v) => is(v, PgTable))) {
      const { name, columns: drizzleColumns } = getTableConfig(table as PgTable);
      for (const column of drizzleColumns) {
        const key = `${name}.${column.name}`;
        described.push(key);
        expect(inDatabase.has(key), `${key} is in schema.ts but no migration creates it`).toBe(true);
        expect(inDatabase.get(key), `${key} nullability`).toBe(!column.notNull);
      }
    }
    expect(described.length).toBeGreaterThan(30);
    await database.close();
  });
});
