import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { enforceAccess } from './auth/access.ts';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { setUpDatabase } from './db/setup.ts';
import { emulatorProxy } from './emulator-proxy.ts';
import { apiReferencePage } from './http/api-reference.ts';
import { HttpError, installErrorHandler } from './http/errors.ts';
import { apiDocument } from './http/openapi.ts';
import { rateLimiter } from './http/rate-limits.ts';
import { declareRoutes, withAccess } from './http/route-catalog.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { analyticsService } from './modules/analytics/service.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { auditService } from './modules/audit/service.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { billingService } from './modules/billing/service.ts';
import { calendarFeeds } from './modules/calendar/feed.ts';
import { calendarRoutes, icalFeedRoutes } from './modules/calendar/routes.ts';
import { seedEventsForMember } from './modules/calendar/seed.ts';
import { calendarService } from './modules/calendar/service.ts';
import { chatMediaRoutes, chatRoutes } from './modules/chat/routes.ts';
import { seedChatDemo } from './modules/chat/seed.ts';
import { chatService } from './modules/chat/service.ts';
import { dashboardRoutes } from './modules/dashboards/routes.ts';
import { dashboardsService } from './modules/dashboards/service.ts';
import { followRoutes } from './modules/follows/routes.ts';
import { followsService } from './modules/follows/service.ts';
import { mailMediaRoutes, mailRoutes } from './modules/mail/routes.ts';
import { seedMailboxDemo, seedMailWelcome } from './modules/mail/seed.ts';
import { mailService } from './modules/mail/service.ts';
import { avatarMediaRoutes, memberRoutes } from './modules/members/routes.ts';
import { membersService } from './modules/members/service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { notificationsService } from './modules/notifications/service.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { ordersService } from './modules/orders/service.ts';
import { productMediaRoutes, productRoutes } from './modules/products/routes.ts';
import { productsService } from './modules/products/service.ts';
import { cardsService } from './modules/projects/cards.ts';
import { boardMediaSecret, cardReader } from './modules/projects/cards-read.ts';
import { hydrateBoardEvents } from './modules/projects/publish.ts';
import { cardMediaRoutes, projectRoutes } from './modules/projects/routes.ts';
import { seedProjectsForMember } from './modules/projects/seed.ts';
import { projectsService } from './modules/projects/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { settingsService } from './modules/settings/service.ts';
import { realtimeHub } from './realtime/hub.ts';
import { realtimeRoutes } from './realtime/routes.ts';
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

/**
 * `now`: the dashboards' and page views' clock (tests pin it). `logStream`: where the structured logs go instead of
 * standard output (tests read them).
 */
type Dependencies = {
  verifier?: TokenVerifier;
  database?: Database;
  now?: () => Date;
  logStream?: { write(line: string): void };
};

/** A request's URL as logs show it: a calendar feed's path is its secret, so it never reaches a log. */
const loggedUrl = (url: string) => (url.startsWith('/ical/') ? '/ical/[redacted]' : url);

/** How often unreferenced product images are looked for (each process sweeps; the delete is idempotent). */
const IMAGE_SWEEP_EVERY_MS = 3_600_000;

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp(config: Config, deps: Dependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Fastify's own request serializer, with the URL passed through loggedUrl.
      serializers: {
        req: (req) => ({
          method: req.method,
          url: loggedUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
    // A number of hops is what proxy-addr counts; Fastify's types only name its other forms.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  // JSON is the API's one body type: Fastify's own text/plain reader would hand a handler a string (a 415 now).
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  declareRoutes(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Response schemas document the API; handlers build their responses from the same types, so they are
  // written as they are rather than validated again on the way out.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.databaseDir }));
  app.decorate('database', database);
  if (database.startupNote) app.log.warn(database.startupNote);
  await setUpDatabase(database, { seedDemo: config.seedDemo, log: app.log });
  // PGlite runs no autovacuum daemon, so the planner's statistics are refreshed at each start; without them
  // a filtered, sorted product page took 110 ms instead of 0.2 ms on 100,000 products.
  if (database.kind === 'pglite') await database.exec('ANALYZE');
  const verifier =
    deps.verifier ??
    firebaseTokenVerifier({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });

  const now = deps.now ?? (() => new Date());
  const realtime = realtimeHub(database, app.log);
  const audit = auditService(database);
  const notifications = notificationsService(database, { realtime });
  const chat = chatService(database, { realtime, now });
  const mail = mailService(database, { realtime, notifications, log: app.log, now });
  const members = membersService(database, {
    notifications,
    audit,
    revokeSessions: async (uid) => {
      await verifier.revoke(uid);
      await realtime.endSessions(uid, (await members.isBlocked(uid)) ? 'blocked' : 'revoked');
    },
    // The demo workspace's first real member finds conversations waiting in the chat.
    onJoined: async (uid, { firstReal }) => {
      if (config.seedDemo && firstReal) await seedChatDemo(database, uid, now());
      if (config.seedDemo && firstReal) await seedMailboxDemo(database, uid, now());
      // …and a place in the demo projects and meetings.
      if (config.seedDemo && firstReal) await seedProjectsForMember(database, uid);
      if (config.seedDemo && firstReal) await seedEventsForMember(database, uid);
      // Every member's Inbox starts with a welcome thread (the newest mail of a demo mailbox); without it they
      // can still work, so a failure does not stop their first request.
      await seedMailWelcome(database, uid, now()).catch((error) =>
        app.log.warn({ err: error, uid }, 'welcome mail failed'),
      );
    },
  });
  const calendar = calendarService(database, { realtime, notifications, appName: config.appName });
  const feeds = calendarFeeds(database, { appName: config.appName });
  const boardSecret = boardMediaSecret(database);
  const cardRead = cardReader({ secret: boardSecret, now });
  hydrateBoardEvents(realtime, database, cardRead);
  const projects = projectsService(database, { realtime, notifications, cards: cardRead, now });
  const cards = cardsService(database, {
    realtime,
    notifications,
    cards: cardRead,
    secret: boardSecret,
    now,
  });
  const follows = followsService(database, { notifications });
  const settings = settingsService(database);
  const products = productsService(database, { audit });
  const orders = ordersService(database, { audit });
  const analytics = analyticsService(database, now);
  const dashboards = dashboardsService(database, { audit, now });
  const billing = billingService(database, { audit, now });

  const sweep = () =>
    products.sweepImages(now()).then(
      (n) => n && app.log.info({ removed: n }, 'unreferenced product images removed'),
      (error) => app.log.warn({ err: error }, 'product image sweep failed'),
    );
  const sweeper = setInterval(sweep, IMAGE_SWEEP_EVERY_MS);
  sweeper.unref();
  const chatSweeper = setInterval(
    () =>
      chat
        .sweepAttachments(now())
        .catch((error) => app.log.warn({ err: error }, 'chat attachment sweep failed')),
    IMAGE_SWEEP_EVERY_MS,
  );
  chatSweeper.unref();
  const mailSweeper = setInterval(
    () =>
      mail
        .sweepAttachments(now())
        .catch((error) => app.log.warn({ err: error }, 'mail attachment sweep failed')),
    IMAGE_SWEEP_EVERY_MS,
  );
  mailSweeper.unref();
  app.addHook('onReady', async () => {
    void sweep();
    await realtime.start();
  });
  // Before the server stops taking connections: sockets are told to go elsewhere (close code 1001).
  app.addHook('preClose', async () => realtime.stop());
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    clearInterval(chatSweeper);
    clearInterval(mailSweeper);
    chat.stop();
    await verifier.close();
    if (!deps.database) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS (below): over plain HTTP it means nothing, and on localhost it pins the browser to
    // HTTPS for every port of the host.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers hold members' own data: never stored by a browser or a shared cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await apiDocument(app, config.appName);
  const limiter = await rateLimiter(app, config.rateLimits);
  enforceAccess(app, { verifier, members, limiter });

  await app.register(
    async (api) => {
      api.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
        try {
          await database.query('SELECT 1');
          return { status: 'ok', database: database.kind };
        } catch {
          return reply.code(503).send({ status: 'unavailable', database: database.kind });
        }
      });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(withAccess({ access: 'public' }, apiReferencePage, { appName: config.appName }));
      await api.register(realtimeRoutes, { realtime, verifier, members });
      await api.register(memberRoutes, { members });
      await api.register(followRoutes, { follows });
      await api.register(settingsRoutes, { settings });
      await api.register(notificationRoutes, { notifications });
      await api.register(productRoutes, { products });
      await api.register(orderRoutes, { orders, notifications, adminUids: members.adminUids });
      await api.register(analyticsRoutes, { analytics });
      await api.register(dashboardRoutes, { dashboards });
      await api.register(auditRoutes, { audit });
      await api.register(billingRoutes, { billing });
      await api.register(chatRoutes, { chat });
      await api.register(mailRoutes, { mail });
      await api.register(calendarRoutes, { calendar, feeds, now });
      await api.register(projectRoutes, { projects, cards });
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async () => {
        throw new HttpError(404, 'There is no such API route.', 'not_found');
      });
    },
    { prefix: '/api' },
  );
  await app.register(avatarMediaRoutes, { members });
  await app.register(productMediaRoutes, { products });
  await app.register(chatMediaRoutes, { chat, now });
  await app.register(mailMediaRoutes, { mail, now });
  await app.register(cardMediaRoutes, { cards, secret: boardSecret, now });
  await app.register(icalFeedRoutes, { feeds, now });

  if (config.authEmulatorHost) {
    // Sign-in calls count against the client address's limit, like the API: password guessing is throttled.
    await app.register(
      withAccess({ access: 'public' }, emulatorProxy, { emulatorHost: config.authEmulatorHost }),
    );
  }
  if (config.serveWeb) {
    // The app's own files: a page load is dozens of them, none worth counting.
    await app.register(
      withAccess({ access: 'public', limit: 'none' }, spa, {
        webDist: config.webDist,
        client: config.client,
      }),
    );
  }
  return app;
}
