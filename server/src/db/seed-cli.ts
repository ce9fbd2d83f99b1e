// `npm run seed -- --members N`: adds N deterministic demo members to the database in DATA_DIR (or
// DATABASE_URL). Run it while the server is stopped when using PGlite (one process owns its files).
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from './client.ts';
import { seedDemoMembers } from './seed.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--members');
const count = at >= 0 ? Number(args[at + 1]) : 40;
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run seed -- --members N   (1 ≤ N ≤ 1,000,000)');
  process.exit(2);
}
const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'unused:0', ...process.env });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseDir });
await migrate(database);
const started = Date.now();
await seedDemoMembers(database, count);
await database.close();
console.log(`Added ${count} demo members in ${Date.now() - started} ms.`);
