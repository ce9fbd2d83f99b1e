import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireMember } from './auth/plugin.ts';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { Config } from './config.ts';
import { type Database, migrate, openDatabase } from './db/client.ts';
import { seedDemoMembers } from './db/seed.ts';
import { seedAnalytics } from './db/seed-analytics.ts';
import { seedShop } from './db/seed-shop.ts';
import { emulatorProxy } from './emulator-proxy.ts';
import { HttpError, installErrorHandler } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { analyticsService } from './modules/analytics/service.ts';
import { dashboardRoutes } from './modules/dashboards/routes.ts';
import { dashboardsService } from './modules/dashboards/service.ts';
import { avatarMediaRoutes, memberRoutes } from './modules/members/routes.ts';
import { membersService } from './modules/members/service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { notificationsService } from './modules/notifications/service.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { ordersService } from './modules/orders/service.ts';
import { productMediaRoutes, productRoutes } from './modules/products/routes.ts';
import { productsService } from './modules/products/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { settingsService } from './modules/settings/service.ts';
import { spa } from './spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** What the browser may load: our origin only, plus Google's sign-in hosts with a real Firebase project. */
function contentSecurityPolicy(config: Config) {
  const firebase =
    config.client.authMode === 'firebase'
      ? {
          connect: [
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            'https://www.googleapis.com',
          ],
          script: ['https://apis.google.com'],
          frame: [`https://${config.client.firebase.authDomain}`],
        }
      : { connect: [], script: [], frame: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...firebase.script],
    // antd writes its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(config.client.authMode === 'firebase' ? ['https:'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebase.connect],
    frameSrc: ["'self'", ...firebase.frame],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** `now`: the dashboards' and page views' clock (tests pin it). */
type Dependencies = { verifier?: TokenVerifier; database?: Database; now?: () => Date };

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp(config: Config, deps: Dependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
  });
  installErrorHandler(app);

  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.databaseDir }));
  app.decorate('database', database);
  const applied = await migrate(database);
  if (applied.length) app.log.info({ applied }, 'database migrated');
  if (config.seedDemo && (await seedDemoMembers(database, 40, { onlyIfEmpty: true }))) {
    app.log.info('demo members loaded');
  }
  if (config.seedDemo && !(await database.query('SELECT 1 FROM products LIMIT 1')).length) {
    await seedShop(database, { products: 200, orders: 2000 });
    await seedAnalytics(database, { onlyIfEmpty: true });
    app.log.info('demo shop and traffic loaded');
  }
  // PGlite runs no autovacuum daemon, so the planner's statistics are refreshed at each start; without them
  // a filtered, sorted product page took 110 ms instead of 0.2 ms on 100,000 products.
  if (database.kind === 'pglite') await database.exec('ANALYZE');
  const verifier =
    deps.verifier ??
    firebaseTokenVerifier({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
  app.addHook('onClose', async () => {
    await verifier.close();
    if (!deps.database) await database.close();
  });

  const notifications = notificationsService(database);
  const members = membersService(database, notifications);
  const settings = settingsService(database);
  const products = productsService(database);
  const orders = ordersService(database);
  const now = deps.now ?? (() => new Date());
  const analytics = analyticsService(database, now);
  const dashboards = dashboardsService(database, now);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      api.get('/health', async (_req, reply) => {
        try {
          await database.query('SELECT 1');
          return { status: 'ok', database: database.kind };
        } catch {
          return reply.code(503).send({ status: 'unavailable', database: database.kind });
        }
      });
      api.get('/openapi.json', async () => openApiDocument(config.appName));

      await api.register(async (secured) => {
        await secured.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
        requireMember(secured, verifier, members);
        await secured.register(memberRoutes, { members });
        await secured.register(settingsRoutes, { settings });
        await secured.register(notificationRoutes, { notifications });
        await secured.register(productRoutes, { products });
        await secured.register(orderRoutes, { orders, notifications, members });
        await secured.register(analyticsRoutes, { analytics });
        await secured.register(dashboardRoutes, { dashboards });
      });
      api.all('/*', async () => {
        throw new HttpError(404, 'There is no such API route.', 'not_found');
      });
    },
    { prefix: '/api' },
  );
  await app.register(avatarMediaRoutes, { members });
  await app.register(productMediaRoutes, { products });

  if (config.authEmulatorHost) {
    await app.register(emulatorProxy, { emulatorHost: config.authEmulatorHost });
  }
  if (config.serveWeb) {
    await app.register(spa, { webDist: config.webDist, client: config.client });
  }
  return app;
}
