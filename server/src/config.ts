import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientConfig } from '@atrium/contracts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_NAME: z.string().min(1).default('Atrium'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'web/dist')),
  /** Set: serve the built SPA from WEB_DIST. Off in `npm run dev`, where Vite serves it. */
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** postgres://… to use a PostgreSQL server; unset: embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z.string().optional(),
  /** Load the deterministic demo members into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Requests per minute per client address, before authentication (API and sign-in calls). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Per signed-in member and minute: reads, writes, exports. */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Behind a reverse proxy (TLS terminator, load balancer): 'true' trusts X-Forwarded-For/-Proto from any
   * hop, a number trusts that many hops, a comma-separated list trusts those addresses or CIDR ranges. Off by
   * default: a client could otherwise claim any address and escape its rate limit.
   */
  TRUST_PROXY: z.string().default('false'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-admin'),
  /** The variable firebase-admin itself reads; when set, the product runs against the Auth Emulator. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  appName: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  webDist: string;
  serveWeb: boolean;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files: DATA_DIR/db, or 'memory://' (tests). */
  databaseDir: string;
  seedDemo: boolean;
  rateLimits: { address: number; reads: number; writes: number; exports: number };
  trustProxy: boolean | number | string;
  projectId: string;
  /** host:port of the Auth Emulator, or null when a real Firebase project is used. */
  authEmulatorHost: string | null;
  client: ClientConfig;
};

export class ConfigError extends Error {}

/** Addresses only this machine can reach: what the server may bind to in emulator mode. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;
export const isLoopback = (host: string) => LOOPBACK.test(host.trim());

function trustProxyOf(value: string): boolean | number | string {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const emulator = e.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  const apiKey = e.FIREBASE_API_KEY?.trim() || undefined;
  if (!emulator && !apiKey) {
    throw new ConfigError(
      'Set FIREBASE_AUTH_EMULATOR_HOST (local Auth Emulator) or FIREBASE_API_KEY and friends (a real Firebase project); see README.',
    );
  }
  if (emulator && !isLoopback(e.HOST)) {
    throw new ConfigError(
      `Refusing to listen on ${e.HOST} with the Auth Emulator: the emulator's tokens are not signed, so anyone ` +
        'who can reach this server could sign in as any member. Keep HOST=127.0.0.1 for local use, or configure a ' +
        'real Firebase project (FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID; see README, Deployment).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST),
    serveWeb: e.SERVE_WEB,
    databaseUrl: e.DATABASE_URL?.trim() || undefined,
    databaseDir: e.DATA_DIR === 'memory://' ? 'memory://' : path.join(path.resolve(e.DATA_DIR), 'db'),
    seedDemo: e.SEED_DEMO,
    rateLimits: {
      address: e.RATE_LIMIT_PER_MINUTE,
      reads: e.RATE_LIMIT_READS_PER_MINUTE,
      writes: e.RATE_LIMIT_WRITES_PER_MINUTE,
      exports: e.RATE_LIMIT_EXPORTS_PER_MINUTE,
    },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    projectId: e.FIREBASE_PROJECT_ID,
    authEmulatorHost: emulator,
    client: {
      appName: e.APP_NAME,
      authMode: emulator ? 'emulator' : 'firebase',
      firebase: {
        // The emulator accepts any key; a real project needs its own (public, but still not committed).
        apiKey: apiKey ?? 'demo-api-key',
        authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: e.FIREBASE_PROJECT_ID,
        ...(e.FIREBASE_APP_ID ? { appId: e.FIREBASE_APP_ID } : {}),
      },
    },
  };
}

/** The tag the SPA reads its runtime configuration from (non-executable JSON, so CSP-safe). */
export function clientConfigTag(client: ClientConfig): string {
  const json = JSON.stringify(client).replace(/</g, '\\u003c');
  return `<script id="app-config" type="application/json">${json}</script>`;
}

export const CLIENT_CONFIG_PLACEHOLDER = '<!--app-config-->';
