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
  /** Requests per minute per client address on /api. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
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
  rateLimitPerMinute: number;
  projectId: string;
  /** host:port of the Auth Emulator, or null when a real Firebase project is used. */
  authEmulatorHost: string | null;
  client: ClientConfig;
};

export class ConfigError extends Error {}

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
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
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
