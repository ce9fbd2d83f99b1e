import type { FastifyBaseLogger } from 'fastify';
import { seedDemoEvents } from '../modules/calendar/seed.ts';
import { seedMailDemo } from '../modules/mail/seed.ts';
import { seedDemoProjects } from '../modules/projects/seed.ts';
import { type Database, migrate } from './client.ts';
import { seedDemoMembers } from './seed.ts';
import { seedAnalytics } from './seed-analytics.ts';
import { seedShop } from './seed-shop.ts';

/** Any fixed number: the advisory lock of database set-up ("atrium" in ASCII). */
const SET_UP_LOCK = 0x61747269756d;
/** Messages between the demo members in a fresh demo workspace. */
const DEMO_MAIL_MESSAGES = 300;

/**
 * Brings the database up to date at start: migrations, then the demo data into an empty database. Several server
 * processes starting together on one PostgreSQL take turns (an advisory lock): the first migrates and seeds, the
 * others then find nothing left to do, so nothing is applied or seeded twice.
 */
export async function setUpDatabase(
  database: Database,
  { seedDemo, log }: { seedDemo: boolean; log: FastifyBaseLogger },
) {
  await database.withAdvisoryLock(SET_UP_LOCK, async () => {
    const applied = await migrate(database);
    if (applied.length) log.info({ applied }, 'database migrated');
    if (seedDemo && (await seedDemoMembers(database, 40, { onlyIfEmpty: true })))
      log.info('demo members loaded');
    if (seedDemo && !(await database.query('SELECT 1 FROM products LIMIT 1')).length) {
      await seedShop(database, { products: 200, orders: 2000 });
      await seedAnalytics(database, { onlyIfEmpty: true });
      log.info('demo shop and traffic loaded');
    }
    // Checked apart from the shop: a demo workspace made before mail existed gets its demo mail too.
    if (seedDemo && !(await database.query('SELECT 1 FROM mail_messages LIMIT 1')).length) {
      if (await seedMailDemo(database, DEMO_MAIL_MESSAGES)) log.info('demo mail loaded');
    }
    // Likewise for projects and the calendar (a month of events around the day they are loaded).
    if (seedDemo && !(await database.query('SELECT 1 FROM projects LIMIT 1')).length) {
      if (await seedDemoProjects(database, new Date())) log.info('demo projects loaded');
    }
    if (seedDemo && !(await database.query('SELECT 1 FROM calendar_events LIMIT 1')).length) {
      if (await seedDemoEvents(database, new Date())) log.info('demo events loaded');
    }
  });
}
