import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/client.ts';

describe('embedded database', () => {
  it('refuses files another live process holds, and opens them once it is gone', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-db-')), 'db');
    writeFileSync(`${dataDir}.pid`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    writeFileSync(`${dataDir}.pid`, '999999999');
    const database = await openDatabase({ dataDir });
    expect(await migrate(database)).toContain('0001_people.sql');
    expect(await migrate(database)).toEqual([]); // versioned: applied once
    await database.close();
  });
});
