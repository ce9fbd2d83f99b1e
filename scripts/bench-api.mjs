// `npm run bench:api`: seeds a throwaway database (10,000 members, 100,000 products, 1,000,000 orders, 18 months
// of traffic), starts the Auth Emulator and the API, and loads three list endpoints and every dashboard endpoint
// from 10 concurrent connections (the lists also from 20, past saturation), then times the streamed CSV export of every order. With the server stopped,
// the list queries run straight on the database (through the same service code) for comparison. Then one member's
// scrumboard of 5,000 cards and calendar of 10,000 events (scripts/lib/bench-work.mjs). Loopback only, bounded in
// time. Last, mail: 1,000,000 messages, 100,000 of them in one member's Inbox (scripts/lib/bench-mail.mjs).
// Uses embedded PGlite, or the PostgreSQL server in DATABASE_URL (give it an empty database).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MAIL_COUNTS, MAIL_TARGETS, mailScenarios, seedBenchMail } from './lib/bench-mail.mjs';
import { benchWork, WORK_TARGETS } from './lib/bench-work.mjs';
import { hostReferenceMs } from './lib/host-reference.mjs';
import { repoRoot, startStack } from './lib/stack.mjs';

const COUNTS = {
  members: Number(process.env.BENCH_MEMBERS ?? 10_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
};
// Latency is judged at 10 connections (autocannon's default): a closed loop far above an admin team's traffic.
// Embedded PGlite runs one query at a time on the server's thread, so past saturation p95 is roughly
// connections × service time; the lists are also loaded from 20 connections to show that, not judged.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SATURATING = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY: a comma list of what to measure besides the lists, of dashboards, export, board, calendar and mail
// (default all). Board, calendar and mail alone (e.g. BENCH_ONLY=mail) skip the lists and the shop: members only are
// seeded.
const ONLY = new Set((process.env.BENCH_ONLY ?? 'dashboards,export,board,calendar,mail').split(','));
const WORK_ONLY = [...ONLY].every((what) => what === 'board' || what === 'calendar' || what === 'mail');
// The board and calendar are one member's screens: measured from 1 connection (that member) and from 10.
const WORK_CONNECTIONS = [1, CONNECTIONS];
const env = {
  dataDir: path.join(repoRoot, '.data/bench'),
  port: 8690,
  emulatorPort: 9690,
  realFirebase: false,
  projectId: 'demo-admin',
};

const ALL_SCENARIOS = [
  {
    name: 'user list',
    path: '/api/members',
    query: { page: 1, pageSize: 10, sort: 'name', order: 'asc', q: 'ma' },
    service: 'members',
  },
  {
    name: 'product list',
    path: '/api/products',
    query: { page: 1, pageSize: 10, sort: 'price', order: 'asc', category: 'shoes', q: 'eco' },
    service: 'products',
  },
  {
    name: 'orders',
    path: '/api/orders',
    query: { page: 1, pageSize: 10, sort: 'date', order: 'desc', paymentStatus: 'pending' },
    service: 'orders',
  },
];

const SCENARIOS = WORK_ONLY ? [] : ALL_SCENARIOS;

/** Every dashboard endpoint, with the widest period or interval each takes. */
const DASHBOARDS = [
  'summary?period=year',
  'visitors?interval=day',
  'visitors?interval=month',
  'target',
  'active-members',
  'new-members?limit=5',
  'transactions?limit=5',
  'traffic?dimension=country&period=year&limit=10',
  'traffic?dimension=page&period=year&limit=10',
  'weekly-revenue',
  'sales-figures?period=year',
  'top-products?period=week&limit=5',
  'top-products?period=year&limit=5',
  'sales-by-category?period=year',
  'customers?interval=month',
  'recent-orders?limit=5',
];
const DASHBOARD_TARGET_MS = 200;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (latencies, seconds) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    n: latencies.length,
  };
};
const fmt = (s) =>
  `${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;

async function load(once, connections = CONNECTIONS) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await once();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return summary(latencies, SECONDS);
}

/** A process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB, from /proc. */
const memoryMb = (pid, field) => {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

const SERVER_ENV = {
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  // One member loads from many connections: the limits would measure themselves, not the server.
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_READS_PER_MINUTE: '100000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  RATE_LIMIT_EXPORTS_PER_MINUTE: '100000000',
};

/**
 * The bench member at the emulator (`signUp` or `signInWithPassword`). The member is made on the first run; with
 * BENCH_REUSE the emulator still has it (its accounts are kept with the database), so it signs in instead.
 */
const account = (endpoint) =>
  fetch(
    `http://127.0.0.1:${env.emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'secret12', returnSecureToken: true }),
    },
  ).then((res) => res.json());

/** A GET as the member: resolves with the body's size in bytes, rejects on anything but 200. */
const memberGet = (idToken, agent) => (url) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: env.port,
        path: url,
        agent,
        headers: { authorization: `Bearer ${idToken}` },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (c) => {
          bytes += c.length;
        });
        res.on('end', () => resolve(bytes));
      },
    );
    req.on('error', reject);
  });

// BENCH_REUSE=1 keeps the database a previous run seeded (same counts), for measuring a change quickly.
const reuse = process.env.BENCH_REUSE === '1' && existsSync(path.join(env.dataDir, 'db'));
if (!reuse) rmSync(env.dataDir, { recursive: true, force: true });
if (WORK_ONLY) Object.assign(COUNTS, { products: 0, orders: 0 });
console.log(reuse ? 'Reusing the seeded database in .data/bench' : `Seeding ${JSON.stringify(COUNTS)}…`);
const seeded = reuse
  ? { status: 0 }
  : spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/src/db/seed-cli.ts',
        '--members',
        String(COUNTS.members),
        '--products',
        String(COUNTS.products),
        '--orders',
        String(COUNTS.orders),
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: env.dataDir, FIREBASE_AUTH_EMULATOR_HOST: 'unused:0' },
        stdio: 'inherit',
      },
    );
if (seeded.status !== 0) process.exit(1);

const reference = { api: hostReferenceMs() };
let benchUid = '';
const results = {};
const stack = await startStack(env, {
  quiet: true,
  serverEnv: SERVER_ENV,
});
const { server } = stack;
try {
  const idToken = (await account('signUp')).idToken ?? (await account('signInWithPassword')).idToken;
  const agent = new http.Agent({ keepAlive: true, maxSockets: SATURATING });
  const get = memberGet(idToken, agent);
  /** A JSON request as the member; its parsed answer (null for 204), or an error for anything but 2xx. */
  const api = (method, url, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: env.port,
          path: url,
          method,
          agent,
          headers: {
            authorization: `Bearer ${idToken}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode >= 300)
              reject(new Error(`${method} ${url}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
            else resolve(text ? JSON.parse(text) : null);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  // The member's row is made by its first request; mail is seeded for it once the server has stopped.
  benchUid = (await api('GET', '/api/me')).uid;
  for (const s of SCENARIOS) {
    const url = `${s.path}?${new URLSearchParams(Object.entries(s.query).map(([k, v]) => [k, String(v)]))}`;
    for (let i = 0; i < 30; i++) await get(url);
    console.log(`Loading GET ${url} from ${CONNECTIONS} connections for ${SECONDS} s…`);
    results[s.name] = { api: await load(() => get(url)) };
    console.log(`Loading GET ${url} from ${SATURATING} connections for ${SECONDS} s…`);
    results[s.name].apiSaturated = await load(() => get(url), SATURATING);
  }
  results.dashboards = {};
  for (const endpoint of ONLY.has('dashboards') ? DASHBOARDS : []) {
    const url = `/api/dashboards/${endpoint}`;
    for (let i = 0; i < 30; i++) await get(url);
    console.log(`Loading GET ${url} from ${CONNECTIONS} connections for ${SECONDS} s…`);
    results.dashboards[endpoint] = await load(() => get(url));
  }
  if (ONLY.has('export')) {
    console.log('Streaming GET /api/orders/export.csv (every order)…');
    const rssBefore = memoryMb(server.pid, 'VmRSS');
    const started = performance.now();
    const bytes = await get('/api/orders/export.csv');
    results.export = {
      apiMs: performance.now() - started,
      bytes,
      rssBefore,
      rssAfter: memoryMb(server.pid, 'VmRSS'),
      peak: memoryMb(server.pid, 'VmHWM'),
    };
  }
  if (ONLY.has('board') || ONLY.has('calendar')) {
    results.work = await benchWork({ api, load, only: ONLY, now: Date.now(), connections: WORK_CONNECTIONS });
  }
  agent.destroy();
} finally {
  await stack.stop();
}

// The same queries, straight on the database through the same service code, same concurrency.
reference.direct = hostReferenceMs();
const { openDatabase } = await import('../server/src/db/client.ts');
const { membersService } = await import('../server/src/modules/members/service.ts');
const { productsService } = await import('../server/src/modules/products/service.ts');
const { ordersService } = await import('../server/src/modules/orders/service.ts');
const { auditService } = await import('../server/src/modules/audit/service.ts');
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(env.dataDir, 'db') });
const audit = auditService(database);
const members = membersService(database, {
  notifications: { notify: async () => {} },
  audit,
  revokeSessions: async () => {},
});
// The API calls above are made by the first account, an administrator: the direct calls see what it sees.
const viewer = { uid: 'bench', role: 'admin' };
const services = {
  members: { list: (query) => members.list(viewer, query) },
  products: productsService(database, { audit }),
  orders: ordersService(database, { audit }),
};
for (const s of SCENARIOS) {
  for (let i = 0; i < 30; i++) await services[s.service].list(s.query);
  results[s.name].direct = await load(() => services[s.service].list(s.query));
  results[s.name].directSaturated = await load(() => services[s.service].list(s.query), SATURATING);
}
let directBytes = 0;
if (ONLY.has('export')) {
  const started = performance.now();
  for await (const chunk of services.orders.exportCsv(undefined, undefined))
    directBytes += Buffer.byteLength(chunk);
  results.export.directMs = performance.now() - started;
}
// Mail: seeded now (an embedded database is the server's alone while it runs), measured here, then from the API.
const mail = ONLY.has('mail') ? { direct: {}, api: {} } : null;
let mailReads = [];
if (mail) {
  await seedBenchMail(database.query, benchUid);
  mailReads = await mailScenarios(database.query, benchUid);
  const { mailService } = await import('../server/src/modules/mail/service.ts');
  const quiet = async () => {};
  const service = mailService(database, {
    realtime: { hydrate: () => {}, publish: quiet },
    notifications: { notify: quiet },
    log: { warn: () => {} },
  });
  const member = { uid: benchUid, role: 'admin' };
  for (const r of mailReads) {
    const once = () => (r.open ? service.open(member, r.open) : service.list(member, r.input));
    for (let i = 0; i < 30; i++) await once();
    console.log(`Mail, direct: ${r.name}…`);
    mail.direct[r.name] = { 1: await load(once, 1), [CONNECTIONS]: await load(once) };
  }
}
await database.close();
if (mail) {
  const again = await startStack(env, {
    quiet: true,
    serverEnv: SERVER_ENV,
  });
  try {
    const { idToken } = await account('signInWithPassword');
    const agent = new http.Agent({ keepAlive: true, maxSockets: SATURATING });
    const get = memberGet(idToken, agent);
    for (const r of mailReads) {
      for (let i = 0; i < 30; i++) await get(r.path);
      console.log(`Mail, API: GET ${r.path}…`);
      mail.api[r.name] = {
        1: await load(() => get(r.path), 1),
        [CONNECTIONS]: await load(() => get(r.path)),
      };
    }
    agent.destroy();
  } finally {
    await again.stop();
  }
}

console.log(
  `\ndatabase: ${database.kind}; ${JSON.stringify(COUNTS)}; ${CONNECTIONS} connections, ${SECONDS} s each; host ` +
    `reference workload ${reference.api.toFixed(0)} ms before the API runs, ${reference.direct.toFixed(0)} ms ` +
    'before the direct ones (lower is faster; a gap between them skews the API/direct ratio)',
);
for (const s of SCENARIOS) {
  const { api, direct, apiSaturated, directSaturated } = results[s.name];
  console.log(`${s.name.padEnd(13)} API    ${fmt(api)}`);
  console.log(`${''.padEnd(13)} direct ${fmt(direct)}`);
  console.log(
    `${''.padEnd(13)} API/direct p95 ${(api.p95 / direct.p95).toFixed(2)}× — targets: p95 < 50 ms ${api.p95 < 50 ? 'met' : 'MISSED'}, ratio < 2 ${api.p95 / direct.p95 < 2 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `${''.padEnd(13)} from ${SATURATING} connections: API ${fmt(apiSaturated)}; direct p95 ${directSaturated.p95.toFixed(1)} ms`,
  );
}
console.log(`dashboards (API, target p95 < ${DASHBOARD_TARGET_MS} ms)`);
for (const [endpoint, r] of Object.entries(results.dashboards)) {
  console.log(`  ${endpoint.padEnd(48)} ${fmt(r)} — ${r.p95 < DASHBOARD_TARGET_MS ? 'met' : 'MISSED'}`);
}
const e = results.export;
if (e)
  console.log(
    `CSV export   API ${(e.apiMs / 1000).toFixed(1)} s for ${(e.bytes / 1e6).toFixed(0)} MB; server RSS ${e.rssBefore?.toFixed(0)} MB before, ${e.rssAfter?.toFixed(0)} MB after, peak ${e.peak?.toFixed(0)} MB; direct ${(e.directMs / 1000).toFixed(1)} s (${(directBytes / 1e6).toFixed(0)} MB) — target < 30 s ${e.apiMs < 30_000 ? 'met' : 'MISSED'}`,
  );
const w = results.work;
const judged = (label, r, target) =>
  console.log(
    `  ${label.padEnd(34)} ${WORK_CONNECTIONS.map((n) => `from ${n}: ${fmt(r[n])}`).join('; ')} — target p95 < ${target} ms ${WORK_CONNECTIONS.every((n) => r[n].p95 < target) ? 'met' : `met from ${WORK_CONNECTIONS.filter((n) => r[n].p95 < target).join(', ') || 'none'}`}`,
  );
if (w) console.log('scrumboard and calendar (API)');
if (w?.board) judged('board, first screen (5,000 cards)', w.board, WORK_TARGETS.board);
if (w?.move) judged('card move', w.move, WORK_TARGETS.move);
if (w?.month) judged(`month view (${w.month.occurrences} occurrences)`, w.month, WORK_TARGETS.month);
if (mail) {
  console.log(
    `mail (${MAIL_COUNTS.messages.toLocaleString('en')} messages, ${MAIL_COUNTS.inbox.toLocaleString('en')} in the member's Inbox; targets p95 < ${MAIL_TARGETS.p95} ms, API/direct < ${MAIL_TARGETS.ratio})`,
  );
  for (const r of mailReads) {
    const api = mail.api[r.name];
    const direct = mail.direct[r.name];
    console.log(`  ${r.name}`);
    for (const n of [1, CONNECTIONS]) {
      const ratio = api[n].p95 / direct[n].p95;
      console.log(
        `    from ${String(n).padEnd(2)} API    ${fmt(api[n])}\n            direct ${fmt(direct[n])}\n            API/direct p95 ${ratio.toFixed(2)}× — p95 < ${MAIL_TARGETS.p95} ms ${api[n].p95 < MAIL_TARGETS.p95 ? 'met' : 'MISSED'}, ratio < ${MAIL_TARGETS.ratio} ${ratio < MAIL_TARGETS.ratio ? 'met' : 'MISSED'}`,
      );
    }
  }
}
