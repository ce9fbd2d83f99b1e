// `npm run bench:realtime`: chat over the realtime channel under load. 1,000 members (real Auth Emulator
// accounts) in conversations of 2–10, each with a WebSocket open; messages are sent over HTTP at a steady rate and
// the time from the send to each other member's socket receiving it is measured, with every message counted:
// lost (a member of the conversation never got it) and duplicated (got it twice). First one server process on
// embedded PGlite, then, with BENCH_DATABASE_URL (or TEST_DATABASE_URL) set, two processes on one PostgreSQL
// with the clients and senders spread over both. After the steady run, the rate is raised step by step until
// p95 passes 100 ms: the saturation rate. Loopback only; the bench and the server share the machine's cores.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { repoRoot, startEmulator, startServer, stopChild } from './lib/stack.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const P95_TARGET_MS = 100;
/** How long after the last send a message may still arrive before it counts as lost. */
const GRACE_MS = 5_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const dataDir = path.join(repoRoot, '.data/bench-realtime');
const emulatorPort = 9790;
const basePort = 8790;
const projectId = 'demo-admin';
const API_KEY = 'demo';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** A JSON request over the keep-alive agent (fetch's pool is not tunable enough for hundreds a second). */
function request(base, method, url, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Emulator accounts in parallel batches; returns [{uid, token}]. */
async function makeAccounts(n) {
  const accounts = [];
  const run = Date.now().toString(36);
  for (let from = 0; from < n; from += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, n - from) }, async (_, i) => {
        const res = await fetch(
          `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: `bench-${run}-${from + i}@example.com`,
              password: 'secret12',
              displayName: `Bench ${from + i}`,
              returnSecureToken: true,
            }),
          },
        );
        const body = await res.json();
        return { uid: body.localId, token: body.idToken };
      }),
    );
    accounts.push(...batch);
  }
  return accounts;
}

/** Splits the members into conversations of 2–10 (deterministic sizes) and creates them. */
async function makeConversations(base, accounts) {
  const conversations = [];
  let at = 0;
  let k = 0;
  while (at < accounts.length) {
    let size = 2 + ((k * 7) % 9);
    if (accounts.length - at - size < 2) size = accounts.length - at;
    const members = accounts.slice(at, at + size);
    at += size;
    k++;
    const [owner, ...others] = members;
    const body =
      size === 2
        ? { kind: 'direct', memberUid: others[0].uid }
        : { kind: 'group', name: `Bench ${k}`, memberUids: others.map((m) => m.uid) };
    const res = await request(base, 'POST', '/api/chat/conversations', { token: owner.token, body });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`create conversation: ${res.status} ${JSON.stringify(res.body)}`);
    conversations.push({ id: res.body.id, members });
  }
  return conversations;
}

/** One socket per member, authenticated, spread over the servers; resolves when all are ready. */
async function connectAll(bases, accounts, onMessage) {
  const sockets = [];
  for (let from = 0; from < accounts.length; from += 100) {
    await Promise.all(
      accounts.slice(from, from + 100).map(
        (account, i) =>
          new Promise((resolve, reject) => {
            const base = bases[(from + i) % bases.length];
            const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`);
            ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: account.token })));
            ws.on('message', (raw) => {
              const message = JSON.parse(String(raw));
              if (message.type === 'ready') resolve();
              else onMessage(account.uid, message);
            });
            ws.on('error', reject);
            ws.on('close', (code) => code !== 1000 && reject(new Error(`socket closed ${code}`)));
            sockets.push(ws);
          }),
      ),
    );
  }
  return sockets;
}

/** Peak resident memory of a process (Linux: VmHWM), in MB. */
const peakMb = (pid) => {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
};

/**
 * Sends `rate` messages a second for `seconds` over the servers in turn, then waits for the stragglers; returns
 * latencies of every delivery to another member and the lost and duplicated counts.
 */
async function load(bases, conversations, inbox, { rate, seconds }) {
  const sent = new Map();
  const latencies = [];
  let duplicated = 0;
  let failed = 0;
  inbox.handle = (uid, message) => {
    if (message.type !== 'event' || message.kind !== 'chat.message') return;
    const record = sent.get(message.data.message.id);
    if (!record || uid === record.sender) return;
    if (record.got.has(uid)) {
      duplicated++;
      return;
    }
    record.got.add(uid);
    latencies.push(performance.now() - record.at);
  };
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const conversation = conversations[i % conversations.length];
    const sender = conversation.members[i % conversation.members.length];
    const id = randomUUID();
    sent.set(id, {
      at: performance.now(),
      sender: sender.uid,
      expected: conversation.members.length - 1,
      got: new Set(),
    });
    inFlight.push(
      request(bases[i % bases.length], 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
        token: sender.token,
        body: { id, kind: 'text', text: `bench ${i}` },
      }).then(
        (res) => {
          if (res.status !== 201) {
            failed++;
            sent.delete(id);
          }
        },
        () => {
          failed++;
          sent.delete(id);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + GRACE_MS;
  const missing = () => [...sent.values()].reduce((n, r) => n + (r.expected - r.got.size), 0);
  while (missing() > 0 && performance.now() < deadline) await sleep(100);
  latencies.sort((a, b) => a - b);
  return {
    rate: total / sendSeconds,
    messages: sent.size,
    deliveries: latencies.length,
    failed,
    lost: missing(),
    duplicated,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const fmt = (r) =>
  `${r.rate.toFixed(0)} msg/s: ${r.messages} messages, ${r.deliveries} deliveries; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; lost ${r.lost}, duplicated ${r.duplicated}, failed sends ${r.failed}`;

/** The steady run, then raising the rate until p95 passes the target. */
async function measure(label, bases, servers, accounts) {
  console.log(`\n== ${label} ==`);
  const conversations = await makeConversations(bases[0], accounts);
  const inbox = { handle: () => {} };
  const t0 = performance.now();
  const sockets = await connectAll(bases, accounts, (uid, m) => inbox.handle(uid, m));
  console.log(
    `${sockets.length} sockets ready in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${conversations.length} conversations of 2–10 members`,
  );
  const steady = await load(bases, conversations, inbox, { rate: RATE, seconds: SECONDS });
  console.log(`steady ${SECONDS} s at ${RATE}/s → ${fmt(steady)}`);
  console.log(
    `target p95 < ${P95_TARGET_MS} ms: ${steady.p95 < P95_TARGET_MS ? 'met' : 'MISSED'}; lost 0: ${steady.lost === 0 ? 'met' : 'MISSED'}; duplicated 0: ${steady.duplicated === 0 ? 'met' : 'MISSED'}`,
  );
  let saturation = null;
  let lastGood = steady.p95 < P95_TARGET_MS ? RATE : null;
  for (let rate = RATE + 100; rate <= 5_000; rate += rate < 1000 ? 100 : 250) {
    const step = await load(bases, conversations, inbox, { rate, seconds: STEP_SECONDS });
    console.log(`  step ${rate}/s → ${fmt(step)}`);
    if (step.p95 >= P95_TARGET_MS || step.rate < rate * 0.9) {
      saturation = rate;
      break;
    }
    lastGood = rate;
  }
  const memory = servers.map((s) => `${peakMb(s.pid)} MB`).join(' + ');
  console.log(
    `saturation (${label}): p95 passes ${P95_TARGET_MS} ms at ${saturation ?? '> 5000'} msg/s (last rate under it: ${lastGood ?? 'none'} msg/s); server peak memory ${memory}`,
  );
  for (const ws of sockets) ws.close(1000);
  return { steady, saturation, lastGood, memory };
}

const serverEnv = {
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // The bench is one address and a few hundred members sending fast: the limits are for floods, not this.
  RATE_LIMIT_PER_MINUTE: '10000000',
  RATE_LIMIT_READS_PER_MINUTE: '10000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
};

rmSync(dataDir, { recursive: true, force: true });
const emulator = await startEmulator({ dataDir, emulatorPort, projectId }, { quiet: true });
const started = [];
try {
  console.log(`creating ${MEMBERS} accounts on the Auth Emulator…`);
  const accounts = await makeAccounts(MEMBERS);
  const results = {};

  {
    const server = await startServer(
      { port: basePort, emulatorPort, realFirebase: false, dataDir: path.join(dataDir, 'pglite') },
      { quiet: true, env: serverEnv },
    );
    started.push(server);
    const base = `http://127.0.0.1:${basePort}`;
    for (const a of accounts) await request(base, 'GET', '/api/me', { token: a.token });
    results.pglite = await measure('one process, PGlite', [base], [server], accounts);
    await stopChild(server, 'SIGTERM');
  }

  if (PG_URL) {
    const name = `atrium_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all(
        [1, 2].map((n) =>
          startServer(
            { port: basePort + n, emulatorPort, realFirebase: false, dataDir: path.join(dataDir, `pg${n}`) },
            { quiet: true, env: { ...serverEnv, DATABASE_URL: url.toString() } },
          ),
        ),
      );
      started.push(...servers);
      const bases = [1, 2].map((n) => `http://127.0.0.1:${basePort + n}`);
      for (const [i, a] of accounts.entries())
        await request(bases[i % 2], 'GET', '/api/me', { token: a.token });
      results.postgres = await measure('two processes, PostgreSQL', bases, servers, accounts);
      for (const server of servers) await stopChild(server, 'SIGTERM');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('\n(no BENCH_DATABASE_URL or TEST_DATABASE_URL: the two-process PostgreSQL run is skipped)');
  }

  console.log('\nsummary');
  for (const [label, r] of Object.entries(results)) {
    console.log(
      `  ${label}: steady p50 ${r.steady.p50.toFixed(1)} / p95 ${r.steady.p95.toFixed(1)} / p99 ${r.steady.p99.toFixed(1)} ms, lost ${r.steady.lost}, duplicated ${r.steady.duplicated}; saturation ${r.saturation ?? '> 5000'} msg/s; peak memory ${r.memory}`,
    );
  }
} finally {
  for (const server of started) await stopChild(server, 'SIGTERM');
  await stopChild(emulator, 'SIGINT');
  agent.destroy();
}
