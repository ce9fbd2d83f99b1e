import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { emulatorProxy } from './emulator-proxy.ts';
import { spa } from './spa.ts';

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
  });

  await app.register(compress, { global: true, threshold: 1024 });

  if (config.authEmulatorHost) {
    await app.register(emulatorProxy, { emulatorHost: config.authEmulatorHost });
  }

  if (config.serveWeb) {
    await app.register(spa, { webDist: config.webDist, client: config.client });
  }

  return app;
}
