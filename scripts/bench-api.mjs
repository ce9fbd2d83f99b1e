// `npm run bench:api`: seeds 10,000 members into a throwaway database, starts the Auth Emulator and the API,
// and loads the user-list endpoint (page 1, sorted, with a search term) from 20 concurrent connections.
// Then, with the server stopped, runs the same SQL straight on the database at the same concurrency.
// Uses embedded PGlite, or the PostgreSQL server in DATABASE_URL (give it an empty database).
// Prints requests/s, p50/p95/p99 latency for both and the API/direct ratio. Loopback only, bounded in time.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { repoRoot, startEmulator, startServer, stopChild } from './lib/stack.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUERY = { page: 1, pageSize: 10, sort: 'name', order: 'asc', q: 'ma' };
const env = {
  dataDir: path.join(repoRoot, '.data/bench'),
  port: 8690,
  emulatorPort: 9690,
  realFirebase: false,
  projectId: 'demo-admin',
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
function summary(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    n: latencies.length,
  };
}
const fmt = (s) =>
  `${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (${s.n} samples)`;

/** Runs `once` from `CONNECTIONS` loops for `SECONDS`, recording each call's duration. */
async function load(once) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await once();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return summary(latencies, SECONDS);
}

rmSync(env.dataDir, { recursive: true, force: true });
console.log(`Seeding ${MEMBERS} members…`);
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'server/src/db/seed-cli.ts', '--members', String(MEMBERS)],
  {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: env.dataDir, FIREBASE_AUTH_EMULATOR_HOST: 'unused:0' },
    stdio: 'inherit',
  },
);
if (seeded.status !== 0) process.exit(1);

const emulator = await startEmulator(env, { quiet: true });
const server = await startServer(env, {
  quiet: true,
  env: { SERVE_WEB: 'false', LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000000' },
});
let api;
try {
  const signUp = await fetch(
    `http://127.0.0.1:${env.emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'secret12', returnSecureToken: true }),
    },
  );
  const { idToken } = await signUp.json();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const search = new URLSearchParams(Object.entries(QUERY).map(([k, v]) => [k, String(v)]));
  const get = () =>
    new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: env.port,
          path: `/api/members?${search}`,
          agent,
          headers: { authorization: `Bearer ${idToken}` },
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
    });
  for (let i = 0; i < 50; i++) await get(); // warm-up: member row, token cache, JIT
  console.log(`Loading GET /api/members?${search} from ${CONNECTIONS} connections for ${SECONDS} s…`);
  api = await load(get);
  agent.destroy();
} finally {
  await stopChild(server, 'SIGTERM');
  await stopChild(emulator, 'SIGKILL');
}

// The same query, straight on the database (the server's own list query, through its service).
const { openDatabase } = await import('../server/src/db/client.ts');
const { membersService } = await import('../server/src/modules/members/service.ts');
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(env.dataDir, 'db') });
const service = membersService(database, { notify: async () => {} });
for (let i = 0; i < 50; i++) await service.list(QUERY);
const direct = await load(() => service.list(QUERY));
await database.close();

console.log(`\ndatabase: ${database.kind}`);
console.log(`API    (${MEMBERS} members): ${fmt(api)}`);
console.log(`direct (same query, same concurrency): ${fmt(direct)}`);
console.log(
  `API/direct: p50 ${(api.p50 / direct.p50).toFixed(2)}×, p95 ${(api.p95 / direct.p95).toFixed(2)}×, throughput ${(direct.rps / api.rps).toFixed(2)}×`,
);
console.log(
  `targets: API p95 < 50 ms ${api.p95 < 50 ? 'met' : 'MISSED'}; API/direct p95 < 2 ${api.p95 / direct.p95 < 2 ? 'met' : 'MISSED'}`,
);
