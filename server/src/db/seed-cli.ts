// `npm run seed -- --members N`: adds N deterministic demo members to the database in DATA_DIR (or
// DATABASE_URL); `--products N --orders N` a demo shop; `--mail N` N messages between the demo members. Members
// or a shop also load 18 months of demo traffic (when the database has none yet) and the demo members' activity. Run it while the server is stopped when using PGlite
// (one process owns its files).
import { loadConfig } from '../config.ts';
import { seedMailDemo } from '../modules/mail/seed.ts';
import { migrate, openDatabase } from './client.ts';
import { seedDemoMembers } from './seed.ts';
import { seedAnalytics } from './seed-analytics.ts';
import { seedShop } from './seed-shop.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : 0;
};
const counts = {
  members: option('members'),
  products: option('products'),
  orders: option('orders'),
  mail: option('mail'),
};
const valid = (n: number) => Number.isInteger(n) && n >= 0 && n <= 10_000_000;
if (
  !Object.values(counts).every(valid) ||
  Object.values(counts).every((n) => n === 0) ||
  (counts.orders && !counts.products)
) {
  console.error(
    'Usage: npm run seed -- [--members N] [--products N --orders N] [--mail N]   (orders need products)',
  );
  process.exit(2);
}
const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'unused:0', ...process.env });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseDir });
await migrate(database);
const started = Date.now();
if (counts.members) await seedDemoMembers(database, counts.members);
if (counts.products) await seedShop(database, { products: counts.products, orders: counts.orders });
if (counts.members || counts.products) await seedAnalytics(database);
if (counts.mail && !(await seedMailDemo(database, counts.mail))) {
  console.error('Mail needs at least three active demo members: add some with --members N.');
}
await database.close();
console.log(`Seeded ${JSON.stringify(counts)} in ${Date.now() - started} ms.`);
